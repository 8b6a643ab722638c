import { useMySellerApplicationQuery } from '../../gql/hooks';
import { type CurrentUser, useCurrentUser } from '../auth';
import type { SellerApplicationFieldsFragment } from '../../gql/graphql';

export interface SellerState {
  loading: boolean;
  failed: boolean;
  user: CurrentUser | null;
  /** Email and phone both verified: the server's condition for applying. */
  verified: boolean;
  application: SellerApplicationFieldsFragment | null;
  refetch: () => void;
}

/** The signed-in customer as a seller: verification and their application, if any. */
export function useSellerState(): SellerState {
  const { user, loading: userLoading } = useCurrentUser();
  const result = useMySellerApplicationQuery({ skip: !user, fetchPolicy: 'cache-and-network' });
  const complete = result.dataState === 'complete';
  return {
    loading: userLoading || (Boolean(user) && !complete && !result.error),
    failed: Boolean(result.error) && !complete,
    user,
    verified: Boolean(user?.emailVerified && user?.phoneVerified),
    application: complete ? (result.data.mySellerApplication ?? null) : null,
    refetch: () => void result.refetch(),
  };
}
