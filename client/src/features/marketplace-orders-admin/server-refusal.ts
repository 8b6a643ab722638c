import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's refusal in its own words (written for staff), or `fallback` when it never answered. */
export function refusalMessage(error: unknown, fallback = 'Nothing has changed: the request did not reach the shop. Please try again.'): string {
  return CombinedGraphQLErrors.is(error) && error.errors[0] ? error.errors[0].message : fallback;
}
