import { ownValue } from '@aurum/rules/own-value';
import type { PartnerIdentity } from '../../common/request-context';
import type { PartnerScope } from '@aurum/rules/partners/partner-key-rules';

export const INVALID_KEY_MESSAGE = 'The API key is not valid or has been revoked.';
export const PARTNER_READ_ONLY_MESSAGE = 'Partner keys can only read the catalogue, the marketplace and market signals.';
export const missingScopeMessage = (scope: PartnerScope) => `This key lacks the ${scope} scope.`;
export const budgetSpentMessage = (retryAfterSeconds: number) =>
  `This key has spent its query budget for now. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;

/** What one REST call costs a key: about one listing without facets. */
export const REST_CALL_COST = 100;

/** The GraphQL root fields a partner may read, and the scope each needs. Introspection needs none. */
export const GRAPHQL_FIELD_SCOPES: Readonly<Record<string, PartnerScope | null>> = {
  products: 'catalogue:read',
  productConnection: 'catalogue:read',
  product: 'catalogue:read',
  featuredProducts: 'catalogue:read',
  similarProducts: 'catalogue:read',
  searchProducts: 'catalogue:read',
  marketSignals: 'signals:read',
  marketplaceListings: 'marketplace:read',
  marketplaceListingConnection: 'marketplace:read',
  marketplaceListing: 'marketplace:read',
  marketplaceSeller: 'marketplace:read',
  marketplaceHighlights: 'marketplace:read',
  __typename: null,
  __schema: null,
  __type: null,
};

/** The root fields of the partner schema (graphql/partner-schema.ts): all a partner key can see. */
export const PARTNER_ROOT_FIELDS = Object.keys(GRAPHQL_FIELD_SCOPES).filter((field) => !field.startsWith('__'));

/** The REST paths (under /api) a partner may GET, and the scope each needs. */
const REST_PATH_SCOPES: readonly [RegExp, PartnerScope][] = [
  [/^\/products(\/|$)/, 'catalogue:read'],
  [/^\/investment\/watches\/signals\/top\/?$/, 'signals:read'],
  [/^\/marketplace\/listings(\/|$)/, 'marketplace:read'],
];

export type AccessDecision = { allowed: true } | { allowed: false; message: string };

function decide(partner: PartnerIdentity, scope: PartnerScope | null | undefined): AccessDecision {
  if (scope === undefined) return { allowed: false, message: PARTNER_READ_ONLY_MESSAGE };
  if (scope !== null && !partner.scopes.includes(scope)) return { allowed: false, message: missingScopeMessage(scope) };
  return { allowed: true };
}

/** A GraphQL operation: queries only, each root field one the key's scopes cover. */
export function graphqlAccess(partner: PartnerIdentity, operation: string, rootFields: readonly string[]): AccessDecision {
  if (operation !== 'query') return { allowed: false, message: PARTNER_READ_ONLY_MESSAGE };
  for (const field of rootFields) {
    const decision = decide(partner, ownValue(GRAPHQL_FIELD_SCOPES, field));
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

/** A REST call: a GET of a catalogue, marketplace or signals path the key's scopes cover. */
export function restAccess(partner: PartnerIdentity, method: string, path: string): AccessDecision {
  if (method !== 'GET' && method !== 'HEAD') return { allowed: false, message: PARTNER_READ_ONLY_MESSAGE };
  return decide(partner, REST_PATH_SCOPES.find(([pattern]) => pattern.test(path))?.[1]);
}
