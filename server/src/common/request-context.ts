// What every resolver and REST handler is given. This file imports no project file (only library types):
// modules import it, never the other way round. Each module adds its services to `Services` from its own
// `<name>.module.ts` (TypeScript interface merging), and the composition root (server/src/app.ts) builds them.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';

/** A request's entity manager, forked on first use (a fork per request costs; many requests never need one). */
export type EntityManagerSource = () => EntityManager;

/**
 * Services bound to one request's entity manager, created on first use. Empty here on purpose: each module
 * declares its own, e.g. `declare module '../../common/request-context' { interface Services { wishlist: WishlistService } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {
  /** The request's entity manager (forked on first read). */
  readonly em: EntityManager;
}

/**
 * The signed-in user, loaded from the session cookie before any resolver or
 * REST handler runs (null for visitors). A snapshot, not an ORM entity: load
 * the User through a service when it must change.
 */
export interface CurrentUser {
  id: number;
  /** The session this request came with; signing out ends it. */
  sessionId: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: 'customer' | 'admin';
  isAdmin: boolean;
  isVip: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/** The partner API key a request came with, loaded before any resolver or REST handler runs. */
export interface PartnerIdentity {
  keyId: number;
  label: string;
  /** The key's scopes (@aurum/rules/partners/partner-key-rules PARTNER_SCOPES). */
  scopes: readonly string[];
  costPerMinute: number;
  /** The web origins whose pages may read this key's answers (CORS). */
  allowedOrigins: readonly string[];
  /**
   * What this request has been charged so far, for its usage record. Kept here, not on the
   * request context, because Apollo hands resolvers and plugins a shallow copy of the context.
   */
  charged: number;
}

/** What every resolver and REST handler gets: a forked entity manager, the services and the user. */
export interface RequestContext {
  /** Forked on first read. */
  readonly em: EntityManager;
  services: Services;
  user: CurrentUser | null;
  /** The partner API key the request came with (never together with a user). */
  partner: PartnerIdentity | null;
  request: Request;
}
