import { ServerError } from '@apollo/client/errors';
import { SIGNALS_TEXT } from './signal-format';

/* Apart from the formatting rules: it needs Apollo's error class, which the badges and cells shown on pages without the client do not (issue 17). */

/** §8: a non-OK answer is 'Failed to load signals'; other failures show their message, else 'Error loading signals'. */
export function signalsErrorMessage(error: unknown): string {
  if (ServerError.is(error)) return SIGNALS_TEXT.failed;
  const message = error instanceof Error ? error.message.trim() : '';
  return message || SIGNALS_TEXT.error;
}
