import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { apiError, firstErrorMessage, graphqlErrorOf, hasErrorCode, hasFieldErrors } from './api-error';
import { GraphqlRequestError } from './graphql-request';

const refused = (extensions: Record<string, unknown>, message = 'Please correct the errors above before submitting.') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('graphqlErrorOf', () => {
  it('reads the code, reason, named field and field messages of the first error', () => {
    const error = refused({ code: 'BAD_USER_INPUT', reason: 'SIZE_REQUIRED', field: 'sku', fields: [{ field: 'email', messages: ['Enter a valid email', 'second'] }], productId: '7' });
    expect(graphqlErrorOf(error)).toEqual({
      message: 'Please correct the errors above before submitting.',
      code: 'BAD_USER_INPUT',
      reason: 'SIZE_REQUIRED',
      field: 'sku',
      fields: { email: 'Enter a valid email' },
      extensions: expect.objectContaining({ productId: '7' }),
    });
  });

  it('reads the errors of a plain POST (GraphqlRequestError) as it reads Apollo’s', () => {
    const error = new GraphqlRequestError([{ message: 'Sorry, Coat is sold out.', extensions: { code: 'CONFLICT', reason: 'OUT_OF_STOCK' } }]);
    expect(graphqlErrorOf(error)).toMatchObject({ message: 'Sorry, Coat is sold out.', code: 'CONFLICT', reason: 'OUT_OF_STOCK', fields: {} });
  });

  it('answers null when no GraphQL error came back', () => {
    expect(graphqlErrorOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(graphqlErrorOf(new ServerError('bad', { response: new Response(null, { status: 502 }), bodyText: '<html>' }))).toBeNull();
    expect(graphqlErrorOf(new CombinedGraphQLErrors({ errors: [] }))).toBeNull();
    expect(graphqlErrorOf(null)).toBeNull();
    expect(graphqlErrorOf({ errors: [{ message: 42 }] })).toBeNull();
  });

  it('ignores extensions of the wrong type rather than passing them on', () => {
    expect(graphqlErrorOf(refused({ code: 5, reason: null, fields: 'email' }))).toMatchObject({ code: undefined, reason: undefined, fields: {} });
  });
});

describe('apiError', () => {
  it('gives the server’s words when it answered and the fallback when it did not', () => {
    expect(apiError(refused({ code: 'CONFLICT' }, 'Already dispatched.'), 'Try again').message).toBe('Already dispatched.');
    expect(apiError(new TypeError('Failed to fetch'), 'Try again')).toEqual({ message: 'Try again', fields: {}, extensions: {} });
    expect(apiError(undefined).message).toBe('Something went wrong');
  });
});

describe('firstErrorMessage, hasErrorCode, hasFieldErrors', () => {
  it('skips blank messages and finds a code in any error', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: ' ', extensions: { code: 'X' } }, { message: 'Budget range is required', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(firstErrorMessage(error)).toBe('Budget range is required');
    expect(firstErrorMessage(new CombinedGraphQLErrors({ errors: [{ message: '' }] }))).toBeNull();
    expect(hasErrorCode(error, 'UNAUTHENTICATED')).toBe(true);
    expect(hasErrorCode(error, 'FORBIDDEN')).toBe(false);
    expect(hasErrorCode(new Error('offline'), 'UNAUTHENTICATED')).toBe(false);
  });

  it('says whether the server named any field', () => {
    expect(hasFieldErrors(apiError(refused({ fields: [{ field: 'city', messages: ['City is required'] }] })))).toBe(true);
    expect(hasFieldErrors(apiError(refused({ fields: [] })))).toBe(false);
  });
});
