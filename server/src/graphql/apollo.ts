import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../common/request-context';
import { compiledExecution } from './compiled-execution';
import { queryCostPlugin } from './cost/query-cost';
import { formatGraphqlError } from './format-error';
import { requestGuardsPlugin } from './request-guards';
import { PERSISTED_QUERY_TTL_SECONDS, PersistedQueryStore } from './persisted-queries/persisted-query-store';
import { staticCacheControlPlugin } from './static-cache-policy';

/** Limits that keep one request from costing the server more than a page of the shop does. */
export const GRAPHQL_LIMITS = {
  /**
   * Each fragment spread counts as a level too (graphql-armor's default), and the client's colocated
   * fragments nest: a saved consultation's product card sits 11 levels down. The schema has no cycles,
   * so fields alone never reach this; it bounds fragment nesting.
   */
  maxDepth: 15,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2000,
};

/** graphql-armor's validation rules and plugins for the limits (GRAPHQL_LIMITS unless a test says otherwise). */
export function queryLimits(limits: typeof GRAPHQL_LIMITS = GRAPHQL_LIMITS) {
  return new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    // Tokens are counted by graphql-js's own parser (parseOptions below): armor's token plugin
    // re-parses in a hook, and its syntax errors would end the request as a 500.
    maxTokens: { enabled: false },
    // Cost is priced per field by cost/query-cost.ts (one rule, with the cost table of field-costs.ts).
    costLimit: { enabled: false },
    // Suggestions help developers in the explorer; the schema is public anyway.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

export function createApolloServer(
  schema: GraphQLSchema,
  orm: MikroORM,
  extraPlugins: ApolloServerPlugin<RequestContext>[] = [],
  persistedQueries = new PersistedQueryStore(orm),
): ApolloServer<RequestContext> {
  const protection = queryLimits();
  return new ApolloServer<RequestContext>({
    // The shop's schema, executed by compiled queries (graphql-jit) through Apollo's gateway interface.
    gateway: compiledExecution(schema),
    // main.ts stops the whole app on SIGINT/SIGTERM; Apollo's own handlers raced it and, with a gateway, left the process hanging.
    stopOnTerminationSignals: false,
    introspection: true,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    csrfPrevention: true,
    // Automatic persisted queries (hash → query) in PostgreSQL, so every process knows every registered hash.
    persistedQueries: { cache: persistedQueries, ttl: PERSISTED_QUERY_TTL_SECONDS },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: protection.validationRules,
    formatError: formatGraphqlError,
    plugins: [
      // First: a request it refuses must not reach the others (they assume an operation).
      requestGuardsPlugin(),
      ...protection.plugins,
      queryCostPlugin(),
      // Apollo's cache-control plugin, without its per-field hook where the operation alone decides the policy.
      ApolloServerPluginCacheControlDisabled(),
      staticCacheControlPlugin(),
      // No Apollo landing page (it loads Sandbox from a CDN): a browser opening /graphql gets the shop's own
      // GraphiQL before this server is asked (graphql/explorer-page.ts).
      ApolloServerPluginLandingPageDisabled(),
      ...extraPlugins,
    ],
  });
}
