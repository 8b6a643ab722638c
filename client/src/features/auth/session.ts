/**
 * The light public entry of the auth feature: who is signed in, and signing
 * out. Unlike the index, it pulls in no forms, rules or country data, so the
 * header and gates stay small.
 */
export { useCurrentUser, useRememberSignedInUser, useSignOut, type CurrentUser } from './use-current-user';
