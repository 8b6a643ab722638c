import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { consultationFailureMessage, MissingConsultationError } from './consultation-errors';

const response = (status: number) => new Response(null, { status });

describe('consultation failure texts (§8)', () => {
  it('shows the server’s error text', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Budget range is required' }] });
    expect(consultationFailureMessage(error)).toBe('Budget range is required');
  });

  it('reads an error or reason from a non-OK body', () => {
    const withError = new ServerError('bad', { response: response(400), bodyText: '{"error":{"code":"BAD_REQUEST","message":"Select an interest focus"}}' });
    const withReason = new ServerError('bad', { response: response(503), bodyText: '{"reason":"Signals are being recomputed"}' });
    expect(consultationFailureMessage(withError)).toBe('Select an interest focus');
    expect(consultationFailureMessage(withReason)).toBe('Signals are being recomputed');
  });

  it('falls back to "Failed to generate recommendations" for a readable body without text', () => {
    const error = new ServerError('bad', { response: response(500), bodyText: '{}' });
    expect(consultationFailureMessage(error)).toBe('Failed to generate recommendations');
  });

  it('says "Network error" when the body is unreadable or nothing came back', () => {
    const unreadable = new ServerError('bad', { response: response(502), bodyText: '<html>Bad gateway</html>' });
    const parse = new ServerParseError(new Error('Unexpected token'), { response: response(200), bodyText: 'oops' });
    expect(consultationFailureMessage(unreadable)).toBe('Network error');
    expect(consultationFailureMessage(parse)).toBe('Network error');
    expect(consultationFailureMessage(new TypeError('Failed to fetch'))).toBe('Network error');
  });

  it('has its own text for an answer without a consultation', () => {
    expect(consultationFailureMessage(new MissingConsultationError())).toBe('No consultation data returned from server.');
  });
});
