import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema, specifiedDirectives } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../common/auth';
import { validateArgument } from './argument-validation';
import { cacheControlDirective } from './cache-control';
import { RESOLVERS } from './resolvers';

let schemaPromise: Promise<GraphQLSchema> | undefined;

/** Builds the schema once per process from the type-graphql resolvers. */
export function getSchema(): Promise<GraphQLSchema> {
  schemaPromise ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    validateFn: validateArgument,
    emitSchemaFile: false,
    directives: [...specifiedDirectives, cacheControlDirective],
  }).then(describeRootTypes);
  return schemaPromise;
}

/** type-graphql cannot describe the root types; Sandbox readers deserve a line on each. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  if (query) query.description = 'Everything that can be read: the catalogue and, when signed in, your account.';
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = 'Everything that changes state: cart, checkout, account, support.';
  return schema;
}

export const SCHEMA_HEADER =
  '# Aurum GraphQL schema — generated from the type-graphql resolvers by `npm run schema:emit`.\n' +
  '# Do not edit by hand: a test fails when this file and the code disagree.\n\n';

/** The text of the committed `schema.graphql`: sorted by name, so the order of the modules does not move it. */
export async function printAppSchema(): Promise<string> {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(await getSchema())) + '\n';
}
