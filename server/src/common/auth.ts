import type { AuthChecker } from 'type-graphql';
import type { CurrentUser, RequestContext } from './request-context';
import { AppError } from './errors';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const ADMIN_REQUIRED = 'Admin access required';

/** The roles `@Authorized()` understands: none (any signed-in user) or 'admin'. */
export type Role = 'admin';

/** The signed-in user, or UNAUTHENTICATED. For REST handlers and services. */
export function requireUser(context: Pick<RequestContext, 'user'>): CurrentUser {
  if (!context.user) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return context.user;
}

/** An admin, or UNAUTHENTICATED / FORBIDDEN. Every admin operation on the server goes through this or `@Authorized('admin')`. */
export function requireAdmin(context: Pick<RequestContext, 'user'>): CurrentUser {
  const user = requireUser(context);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', ADMIN_REQUIRED);
  return user;
}

/**
 * type-graphql's check for `@Authorized()` (any signed-in user) and
 * `@Authorized('admin')`. It throws AppErrors so clients get the stable
 * UNAUTHENTICATED / FORBIDDEN codes.
 */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  if (roles.includes('admin')) requireAdmin(context);
  else requireUser(context);
  return true;
};
