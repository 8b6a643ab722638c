import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema, specifiedDirectives } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { authChecker } from '../common/auth';
import { validateArgument } from './argument-validation';
import { cacheControlDirective } from './cache-control';
import { RESOLVERS } from './resolvers';

let schemaPromise: Promise<GraphQLSchema> | undefined;

/** Builds the schema once per process from the type-graphql resolvers. */
/**
 * type-graphql wants a PubSub as soon as the schema has a subscription, even one that names its own source (the
 * `subscribe` option, as every subscription here does: the user-event bus of common/events/user-events.ts carries
 * them between processes). Topic subscriptions are not used; this refuses them rather than hold events in memory.
 */
const TOPICS_UNUSED: PubSub = {
  publish() {
    throw new Error('Subscriptions here name their source (subscribe: …); publish through the user-event bus.');
  },
  subscribe() {
    throw new Error('Subscriptions here name their source (subscribe: …); topics are not used.');
  },
};

export function getSchema(): Promise<GraphQLSchema> {
  schemaPromise ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    validateFn: validateArgument,
    emitSchemaFile: false,
    directives: [...specifiedDirectives, cacheControlDirective],
    pubSub: TOPICS_UNUSED,
  }).then(describeRootTypes);
  return schemaPromise;
}

/** type-graphql cannot describe the root types; Sandbox readers deserve a line on each. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  if (query) query.description = 'Everything that can be read: the catalogue and, when signed in, your account.';
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = 'Everything that changes state: cart, checkout, account, support.';
  const subscription = schema.getSubscriptionType();
  if (subscription) subscription.description = 'What a signed-in page hears as it happens, over WebSocket on /graphql (graphql-ws).';
  return schema;
}

export const SCHEMA_HEADER =
  '# Aurum GraphQL schema — generated from the type-graphql resolvers by `npm run schema:emit`.\n' +
  '# Do not edit by hand: a test fails when this file and the code disagree.\n\n';

/** The text of the committed `schema.graphql`: sorted by name, so the order of the modules does not move it. */
export async function printAppSchema(): Promise<string> {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(await getSchema())) + '\n';
}
