import type { IncomingMessage } from 'node:http';
import { valueShape } from '../../common/input-shape';
import { SESSION_COOKIE } from '../../modules/accounts/session-cookie';

/** The operation the web app's listing screens send (client/src/features/listing/collection-listing.graphql). */
export const FAST_OPERATION = 'CollectionListing';

/** The Accept headers answered here, with Apollo's choice of content type for each; any other goes the normal way. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '': 'application/json; charset=utf-8',
  'application/graphql-response+json,application/json;q=0.9': 'application/graphql-response+json; charset=utf-8',
  'application/json': 'application/json; charset=utf-8',
};

/** The encoding the compression middleware would choose, for the plain lists browsers send; null for anything subtler. */
export function encodingFor(header: string | undefined): 'br' | 'gzip' | 'identity' | null {
  if (header === undefined || header === '') return 'identity';
  if (header.includes(';')) return null;
  const encodings = header.split(',').map((part) => part.trim().toLowerCase());
  if (encodings.includes('br')) return 'br';
  if (encodings.includes('gzip')) return 'gzip';
  return encodings.every((encoding) => encoding === 'identity') ? 'identity' : null;
}

/** The variables and headers of a request the fast path may answer. */
export interface ListingRequest {
  variables: Record<string, unknown>;
  contentType: string;
  encoding: 'br' | 'gzip' | 'identity';
}

/**
 * Exactly the web app's request, or null: a GET of /graphql with the operation name, the variables and the persisted
 * query's `extensions` as the app writes them (nothing else in the URL, no NUL), the CSRF header Apollo asks of a
 * GET, no session cookie and no partner key (a visitor's answer), no conditional headers, a plain Accept and
 * Accept-Encoding, variables that the request guards would let through, and a hash this process holds.
 */
export function recogniseListingRequest(req: IncomingMessage, extensions: string, holdsHash: () => boolean): ListingRequest | null {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !url.startsWith('/graphql?') || url.includes('\0') || /%00/i.test(url)) return null;
  const { headers } = req;
  if (headers.authorization !== undefined || headers['x-api-key'] !== undefined) return null;
  if (headers.cookie?.includes(SESSION_COOKIE)) return null;
  if (!headers['apollo-require-preflight'] && !headers['x-apollo-operation-name']) return null;
  if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return null;
  const contentType = CONTENT_TYPES[headers.accept ?? ''];
  const encoding = encodingFor(headers['accept-encoding']);
  if (!contentType || !encoding || !holdsHash()) return null;
  const params = new URLSearchParams(url.slice('/graphql?'.length));
  let names = 0;
  for (const name of params.keys()) {
    if (name !== 'operationName' && name !== 'variables' && name !== 'extensions') return null;
    names++;
  }
  if (names !== 3 || params.get('operationName') !== FAST_OPERATION || params.get('extensions') !== extensions) return null;
  let variables: unknown;
  try {
    variables = JSON.parse(params.get('variables')!);
  } catch {
    return null;
  }
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) return null;
  // The request guards' refusals (graphql/request-guards.ts): a NUL anywhere in the variables, or nesting too deep.
  const shape = valueShape(variables);
  if (shape.nul || shape.tooDeep) return null;
  return { variables: variables as Record<string, unknown>, contentType, encoding };
}
