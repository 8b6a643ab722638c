import { describe, expect, it } from 'vitest';
import { loginTestErrorText } from './error-test';

describe('login test page error text (§8)', () => {
  it('takes the first of original error detail, error message, error string, message, else Unknown error', () => {
    expect(loginTestErrorText({ error: { details: { originalError: 'db down' }, message: 'Invalid' }, message: 'm' })).toBe('db down');
    expect(loginTestErrorText({ error: { message: 'Invalid email or password' } })).toBe('Invalid email or password');
    expect(loginTestErrorText({ error: 'Bad things' })).toBe('Bad things');
    expect(loginTestErrorText({ message: 'Plain' })).toBe('Plain');
    expect(loginTestErrorText({})).toBe('Unknown error');
    expect(loginTestErrorText(null)).toBe('Unknown error');
  });
});
