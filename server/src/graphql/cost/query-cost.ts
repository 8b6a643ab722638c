import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, getNamedType, GraphQLError, type GraphQLSchema, getVariableValues, isLeafType, type OperationDefinitionNode } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { type CoercedVariableValues, compileVariableParsing, failToParseVariables } from 'graphql-jit/dist/variables';
import type { RequestContext } from '../../common/request-context';
import { graphqlAccess, spentBudgetMessage } from '../../modules/partners/partner-access';
import { documentHasDirectives, rootFieldNames } from '../selection';
import { FIELD_COSTS, MAX_QUERY_COST } from './field-costs';
import { remember } from '../../common/remember';

/** The cost table of field-costs.ts; scalars are free, other fields cost 1; children add up. */
export const costEstimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
  const own = FIELD_COSTS[`${type.name}.${field.name}`] ?? (isLeafType(getNamedType(field.type)) ? 0 : 1);
  return own + childComplexity;
};

/** The cost of one operation of a document; throws when its variables do not fit the operation. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null, variables?: Record<string, unknown>): number {
  return getComplexity({ schema, query: document, operationName: operationName ?? undefined, variables: variables ?? {}, estimators: [costEstimator] });
}

/** Variable shapes remembered per document and operation (a document is one parsed query text). */
const SHAPES_PER_OPERATION = 64;

const remembered = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number | GraphQLError>>>();

/**
 * The variables as far as the cost of an operation without directives can
 * depend on them: the cost table reads no argument values, so only whether a
 * variable is left out or null matters (an argument that must not be null
 * refuses it and the estimate fails). Every other value is the same "given".
 */
function variableShape(operation: OperationDefinitionNode, coerced: Record<string, unknown>): string {
  let shape = '';
  for (const definition of operation.variableDefinitions ?? []) {
    const value = coerced[definition.variable.name.value];
    shape += value === undefined ? 'u' : value === null ? 'n' : 'v';
  }
  return shape;
}

type VariableParser = (inputs: Record<string, unknown>) => CoercedVariableValues;

/** graphql-jit's coercion of an operation's variables, compiled once per operation (null: it cannot compile it). */
const variableParsers = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, VariableParser | null>>();

/**
 * The operation's variables coerced, or the GraphQLError graphql-js gives for
 * variables that do not fit. Compiled code does the coercion (graphql-js's
 * generic walk cost as much as the rest of the pricing); a refusal is asked
 * again of graphql-js, so the verdict and its words on a misfit stay its own.
 */
function coercedVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown>): Record<string, unknown> {
  const parser = remember(remember(variableParsers, schema, () => new WeakMap()), operation, () => {
    try {
      return compileVariableParsing(schema, operation.variableDefinitions ?? []) as VariableParser;
    } catch {
      return null;
    }
  });
  const parsed = parser?.(variables);
  if (parsed && !failToParseVariables(parsed)) return parsed.coerced;
  const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (errors?.length) throw errors[errors.length - 1];
  return coerced!;
}

/**
 * operationCost, remembered per document, operation and variable shape:
 * the same query text with other filter values costs the same, so the walk
 * over the document runs once per shape, not once per request. Variables are
 * still checked against the operation on every request (a misfit throws as
 * operationCost does). A document with directives is priced on every request.
 */
export function rememberedOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  operationName?: string | null,
  variables?: Record<string, unknown>,
): number {
  if (documentHasDirectives(document)) return operationCost(schema, document, operationName, variables);
  const coerced = coercedVariables(schema, operation, variables ?? {});
  const shapes = remember(remember(remembered, schema, () => new WeakMap()), document, () => new Map());
  const key = `${operationName ?? ''}\u0000${variableShape(operation, coerced)}`;
  let known = shapes.get(key);
  if (known === undefined) {
    try {
      known = operationCost(schema, document, operationName, variables);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      known = error;
    }
    if (shapes.size >= SHAPES_PER_OPERATION) shapes.clear();
    shapes.set(key, known);
  }
  if (known instanceof GraphQLError) throw known;
  return known;
}

export const queryCostMessage = (cost: number, limit: number) => `Query cost ${cost} exceeds the limit of ${limit} per request.`;

interface CostReport {
  requested: number;
  limit: number;
  /** The caller's per-minute budget after this request: the key's, or without a key the address's. */
  budget?: { capacity: number; remaining: number; resetSeconds: number };
}

function refusal(message: string, code: string, status: number, cost: CostReport, headers?: [string, string][]) {
  return new GraphQLError(message, { extensions: { code, cost, http: { status, headers: new Map(headers ?? []) } } });
}

/**
 * Prices every operation before it runs (field-costs.ts): over the per-request
 * limit is a 400 before any resolver starts. A partner's operation must be a
 * query its key's scopes cover (403). Every operation is charged to the
 * caller's per-minute budget: the key's, or without a key the address's (staff
 * excepted); a spent budget is a 429 with Retry-After. The price, and the
 * budget left, are reported in `extensions.cost`.
 */
export function queryCostPlugin(limit = MAX_QUERY_COST): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let report: CostReport | undefined;
      return {
        async didResolveOperation({ schema, document, request, operation, contextValue }) {
          const partner = contextValue.partner;
          if (partner && operation) {
            const access = graphqlAccess(partner, operation.operation, rootFieldNames(operation, document));
            if (!access.allowed) throw refusal(access.message, 'FORBIDDEN', 403, { requested: 0, limit });
          }
          let requested: number;
          try {
            requested = operation
              ? rememberedOperationCost(schema, document, operation, request.operationName, request.variables)
              : operationCost(schema, document, request.operationName, request.variables);
          } catch (error) {
            // Variables that do not fit the operation: execution refuses them with its own 400.
            if (error instanceof GraphQLError) return;
            throw error;
          }
          report = { requested, limit };
          if (requested > limit) throw refusal(queryCostMessage(requested, limit), 'GRAPHQL_VALIDATION_FAILED', 400, report);
          const caller = { partner, user: contextValue.user, address: contextValue.request.ip ?? '' };
          const outcome = await contextValue.services.partnerKeys.charge(caller, requested);
          if (!outcome) return;
          report.budget = { capacity: outcome.capacity, remaining: outcome.remaining, resetSeconds: outcome.resetSeconds };
          if (!outcome.allowed) {
            throw refusal(spentBudgetMessage(outcome), 'RATE_LIMITED', 429, report, [['retry-after', String(outcome.retryAfterSeconds)]]);
          }
        },
        async willSendResponse({ response }) {
          if (report === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: report };
        },
      };
    },
  };
}
