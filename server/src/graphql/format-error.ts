import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { asCallerError, INTERNAL_ERROR_MESSAGE } from '../common/errors';

/** Codes that Apollo or the validation rules produce for the caller's mistakes; passed through as they are. */
const CALLER_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  // Not mistakes, but decided before execution like them (modules/accounts/coming-soon.ts,
  // a partner key's scopes and budget in graphql/cost/query-cost.ts).
  'COMING_SOON',
  'FORBIDDEN',
  'RATE_LIMITED',
]);

/**
 * Gives every GraphQL error a stable `extensions.code`. Domain errors keep
 * their code and message; validation failures list the invalid fields;
 * anything unexpected is logged and answered with a generic message, so no
 * stack trace or SQL text ever reaches a client.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
  const known = asCallerError(original);
  if (known) {
    return { ...base, message: known.message, extensions: { code: known.code, ...(known.details ?? {}) } };
  }
  if (original instanceof ArgumentValidationError) {
    const fields = original.extensions.validationErrors.map((issue) => ({
      field: issue.property,
      messages: Object.values(issue.constraints ?? {}),
    }));
    return { ...base, message: 'Some values are not valid.', extensions: { code: 'BAD_USER_INPUT', fields } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CALLER_CODES.has(code)) {
    // A refused query's price (cost/query-cost.ts) tells the caller by how much it is over.
    const cost = formatted.extensions?.cost;
    return { ...base, extensions: cost ? { code, cost } : { code } };
  }
  // Apollo's own refusals without a code (an APQ hash that does not match its query, an unknown APQ version) are the caller's 400s.
  const status = original instanceof GraphQLError ? (original.extensions.http as { status?: number } | undefined)?.status : undefined;
  if ((code === undefined || code === 'INTERNAL_SERVER_ERROR') && status !== undefined && status >= 400 && status < 500) return { ...base, extensions: { code: 'BAD_REQUEST' } };
  console.error('GraphQL internal error:', original);
  return { ...base, message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
