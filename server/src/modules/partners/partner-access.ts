import { ownValue } from '@aurum/rules/own-value';
import type { PartnerIdentity } from '../../common/request-context';
import type { PartnerScope } from '@aurum/rules/partners/partner-key-rules';
import { ANONYMOUS_COST_PER_MINUTE, REST_CALL_COST, REST_FACETS_COST } from '@aurum/rules/partners/partner-costs';

export const INVALID_KEY_MESSAGE = 'The API key is not valid or has been revoked.';
export const PARTNER_READ_ONLY_MESSAGE = 'Partner keys can only read the catalogue, the marketplace and market signals.';
export const missingScopeMessage = (scope: PartnerScope) => `This key lacks the ${scope} scope.`;
const inSeconds = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;
export const budgetSpentMessage = (retryAfterSeconds: number) => `This key has spent its query budget for now. Try again in ${inSeconds(retryAfterSeconds)}.`;
export const addressBudgetSpentMessage = (retryAfterSeconds: number) =>
  `This address has spent its query budget for now. Try again in ${inSeconds(retryAfterSeconds)}, or ask for a partner API key.`;
/** The 429 message for a spent budget: the key's, or without a key the address's. */
export const spentBudgetMessage = (outcome: { payer: 'key' | 'address'; retryAfterSeconds: number }) =>
  outcome.payer === 'key' ? budgetSpentMessage(outcome.retryAfterSeconds) : addressBudgetSpentMessage(outcome.retryAfterSeconds);

/**
 * The query budget of callers without a key, per network address: a leaking bucket of ANONYMOUS_COST_PER_MINUTE
 * (6,000), about a dozen listings with their filter counts at once and one every ten seconds after — more than a
 * person browsing the shop uses, a fifth of a partner key's default (30,000). Counted in memory and settled in
 * PostgreSQL about once a second (LocallyCountedLimit), so it costs an anonymous listing no statement. Addresses in
 * RATE_LIMIT_EXEMPT_ADDRESSES (loopback outside production; the benchmarks') are not counted.
 */
export const ADDRESS_BUDGET = { bucket: 'address_cost', capacity: ANONYMOUS_COST_PER_MINUTE, windowSeconds: 60, refill: 'leak', perAddress: true } as const;

/** What a REST call of the partner surface costs, with a key or without (the guide's cost table prints the same rule). */
export { REST_CALL_COST, REST_FACETS_COST } from '@aurum/rules/partners/partner-costs';

/**
 * What guards a partner root field or REST path: `public` when callers without a key read it too (then every
 * valid key reads it, whatever its scopes: a key is never worse than no key), else the scope a key needs.
 * Everything partners read today is public; a scope guards only what anonymous callers cannot reach.
 */
export type PartnerGuard = 'public' | PartnerScope;

/** The GraphQL root fields a partner may read, and what guards each. Introspection is open. */
export const GRAPHQL_FIELD_GUARDS: Readonly<Record<string, PartnerGuard>> = {
  products: 'public',
  productConnection: 'public',
  product: 'public',
  featuredProducts: 'public',
  similarProducts: 'public',
  searchProducts: 'public',
  marketSignals: 'public',
  marketplaceListings: 'public',
  marketplaceListingConnection: 'public',
  marketplaceListing: 'public',
  marketplaceSeller: 'public',
  marketplaceHighlights: 'public',
  __typename: 'public',
  __schema: 'public',
  __type: 'public',
};

/** The root fields of the partner schema (graphql/partner-schema.ts): all a partner key can see. */
export const PARTNER_ROOT_FIELDS = Object.keys(GRAPHQL_FIELD_GUARDS).filter((field) => !field.startsWith('__'));

/** The REST paths (under /api) a partner may GET, and what guards each. */
const REST_PATH_GUARDS: readonly [RegExp, PartnerGuard][] = [
  [/^\/products(\/|$)/, 'public'],
  [/^\/investment\/watches\/signals\/top\/?$/, 'public'],
  [/^\/marketplace\/listings(\/|$)/, 'public'],
];

/** A GET of a path of the partner surface: what every caller, with a key or without, spends budget on. */
export function isPartnerRestPath(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && REST_PATH_GUARDS.some(([pattern]) => pattern.test(path));
}

/** The cost of a REST call of the partner surface (the same with a key and without). */
export function restCallCost(path: string, query: Record<string, unknown>): number {
  const facets = /^\/products\/facets\/?$/.test(path) || (/^\/products\/?$/.test(path) && String(query.include ?? '').split(',').includes('facets'));
  return REST_CALL_COST + (facets ? REST_FACETS_COST : 0);
}

export type AccessDecision = { allowed: true } | { allowed: false; message: string };

function decide(partner: PartnerIdentity, guard: PartnerGuard | undefined): AccessDecision {
  if (guard === undefined) return { allowed: false, message: PARTNER_READ_ONLY_MESSAGE };
  if (guard !== 'public' && !partner.scopes.includes(guard)) return { allowed: false, message: missingScopeMessage(guard) };
  return { allowed: true };
}

/** A GraphQL operation: queries only, each root field one the key's scopes cover. */
export function graphqlAccess(partner: PartnerIdentity, operation: string, rootFields: readonly string[]): AccessDecision {
  if (operation !== 'query') return { allowed: false, message: PARTNER_READ_ONLY_MESSAGE };
  for (const field of rootFields) {
    const decision = decide(partner, ownValue(GRAPHQL_FIELD_GUARDS, field));
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

/** A REST call: a GET of a catalogue, marketplace or signals path the key's scopes cover. */
export function restAccess(partner: PartnerIdentity, method: string, path: string): AccessDecision {
  if (method !== 'GET' && method !== 'HEAD') return { allowed: false, message: PARTNER_READ_ONLY_MESSAGE };
  return decide(partner, REST_PATH_GUARDS.find(([pattern]) => pattern.test(path))?.[1]);
}
