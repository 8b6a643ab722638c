/**
 * ObjectType options for a type whose fields are plain properties of plain
 * objects (no @Authorized field, no middleware): graphql-js reads them
 * directly instead of through one type-graphql resolver per field. A listing
 * page resolves ~850 such fields.
 */
export const PLAIN_DATA = { simpleResolvers: true } as const;
