import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, isLeafType, getNamedType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { RequestContext } from '../../common/context';
import { FIELD_COSTS, MAX_QUERY_COST } from './field-costs';

/** The cost table of field-costs.ts; scalars are free, other fields cost 1; children add up. */
export const costEstimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
  const own = FIELD_COSTS[`${type.name}.${field.name}`] ?? (isLeafType(getNamedType(field.type)) ? 0 : 1);
  return own + childComplexity;
};

/** The cost of one operation of a document; throws when its variables do not fit the operation. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null, variables?: Record<string, unknown>): number {
  return getComplexity({ schema, query: document, operationName: operationName ?? undefined, variables: variables ?? {}, estimators: [costEstimator] });
}

export const queryCostMessage = (cost: number, limit: number) => `Query cost ${cost} exceeds the limit of ${limit} per request.`;

/**
 * Prices every operation before it runs: over the limit is refused with a 400
 * before any resolver starts; otherwise the cost is reported in
 * `extensions.cost` (requested and limit) so callers can see what they spend.
 */
export function queryCostPlugin(limit = MAX_QUERY_COST): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let requested: number | undefined;
      return {
        async didResolveOperation({ schema, document, request }) {
          try {
            requested = operationCost(schema, document, request.operationName, request.variables);
          } catch (error) {
            // Variables that do not fit the operation: execution refuses them with its own 400.
            if (error instanceof GraphQLError) return;
            throw error;
          }
          if (requested > limit) {
            throw new GraphQLError(queryCostMessage(requested, limit), {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost: { requested, limit }, http: { status: 400 } },
            });
          }
        },
        async willSendResponse({ response }) {
          if (requested === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: { requested, limit } };
        },
      };
    },
  };
}
