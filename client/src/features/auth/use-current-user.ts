import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { MeDocument } from '../../gql/hooks';
import type { CurrentUserFieldsFragment } from '../../gql/graphql';
import { useLogoutMutation, useMeQuery } from '../../gql/hooks';
import { announceSessionChange, clearSessionHint, hasSessionHint } from '../../lib/session-hint';

export type CurrentUser = CurrentUserFieldsFragment;

/**
 * The signed-in user. Without the session hint cookie nobody can be signed in,
 * so the request is skipped and the answer is null at once.
 */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean; refetch: () => Promise<unknown> } {
  const signedIn = hasSessionHint();
  const result = useMeQuery({ skip: !signedIn, fetchPolicy: 'cache-first' });
  const complete = result.dataState === 'complete';
  const user = signedIn && complete ? result.data.me : null;
  const answeredNobody = signedIn && complete && !result.data.me;
  useEffect(() => {
    if (answeredNobody) clearSessionHint();
  }, [answeredNobody]);
  return { user, loading: signedIn && !complete && !result.error, refetch: result.refetch };
}

/** After a sign-in: the user goes into the cache and the header learns at once. */
export function useRememberSignedInUser() {
  const client = useApolloClient();
  return useCallback(
    (user: CurrentUser) => {
      client.writeQuery({ query: MeDocument, data: { me: user } });
      announceSessionChange();
    },
    [client],
  );
}

/** Ends the session on the server, forgets every cached answer and tells the header. */
export function useSignOut() {
  const client = useApolloClient();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    await client.clearStore();
    client.writeQuery({ query: MeDocument, data: { me: null } });
    clearSessionHint();
  }, [client, logout]);
}
