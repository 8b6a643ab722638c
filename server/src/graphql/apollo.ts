import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../common/context';
import { formatGraphqlError } from './format-error';

/** Limits that keep one request from costing the server more than a page of the shop does. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2000,
  maxCost: 5000,
};

export function createApolloServer(schema: GraphQLSchema): ApolloServer<RequestContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    // Suggestions help developers in Sandbox; the schema is public anyway.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  return new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: protection.validationRules,
    formatError: formatGraphqlError,
    plugins: [
      ...protection.plugins,
      ApolloServerPluginLandingPageLocalDefault({
        embed: { endpointIsEditable: false, initialState: { pollForSchemaUpdates: false } },
        includeCookies: true,
        footer: false,
        document: '# Welcome to the Aurum API.\n# Try the featured collection:\nquery FeaturedProducts {\n  featuredProducts {\n    id\n    name\n    brand\n    price { formatted }\n  }\n}\n',
      }),
    ],
  });
}
