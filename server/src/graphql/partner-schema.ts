import { filterSchema, pruneSchema } from '@graphql-tools/utils';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

/**
 * The schema a partner key sees: the app's, cut down to the root fields
 * partners may read and the types those reach. What is not here does not
 * exist for a partner (validation and introspection both use this schema).
 */
export function partnerSchema(schema: GraphQLSchema, rootFields: readonly string[]): GraphQLSchema {
  const keep = new Set(rootFields);
  return pruneSchema(filterSchema({ schema, rootFieldFilter: (operation, name) => operation === 'Query' && keep.has(name) }));
}

/**
 * The partner schema as SDL, sorted by name: what /developers/schema.graphql serves and what the committed
 * snapshot docs/partner-schema.graphql holds (`npm run schema:partner-snapshot`; graphql/contract checks changes).
 */
export function printPartnerSchema(partners: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(partners)) + '\n';
}
