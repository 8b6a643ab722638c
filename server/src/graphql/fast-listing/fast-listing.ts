import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Express, Request } from 'express';
import { type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, isObjectType, Kind, type OperationDefinitionNode, parse, print } from 'graphql';
import { compileVariableParsing, failToParseVariables } from 'graphql-jit/dist/variables';
import { PAGE_QUERIES } from '@aurum/rules/page-data/page-queries';
import type { RequestContextFactory } from '../../http/request-context';
import { expressIpOf } from '../../http/express-ip';
import { withTypenames } from '../../http/page-html';
import { COMPRESSION_LEVELS } from '../../http/response-compression';
import { shopSecurityHeaders } from '../../http/security-headers';
import type { CatalogueEngine } from '../../modules/catalog/engine/catalogue-engine';
import { clampPage, normalizeFilter, type ProductSort } from '../../modules/catalog/product-filter';
import { pageFields, toFacetsView, toProductFilter } from '../../modules/catalog/product-listing.resolver';
import { PageInput, ProductFilterInput } from '../../modules/catalog/product-listing.types';
import { keepsViews, MOVING_FIELDS, type ProductRow, toProductView } from '../../modules/catalog/product.mapper';
import { validateArgument } from '../argument-validation';
import { MAX_QUERY_COST } from '../cost/field-costs';
import { rememberedOperationCost } from '../cost/query-cost';
import type { PersistedQueryStore } from '../persisted-queries/persisted-query-store';
import { rememberedStaticCachePolicy } from '../static-cache-policy';
import { type JsonPlan, planSelection, writeObject } from './json-plan';
import { FAST_OPERATION, type ListingRequest, recogniseListingRequest } from './listing-request';

export { FAST_OPERATION };

/** Requests this process answered on the fast path (for tests and the curious; the normal path's counters are its own). */
export const fastListingStats = { answered: 0 };

/** The query text the web app's Apollo Client sends and hashes (its cache adds `__typename` below the root). */
export const FAST_LISTING_QUERY = print(withTypenames(parse(PAGE_QUERIES[FAST_OPERATION])));
export const FAST_LISTING_HASH = createHash('sha256').update(FAST_LISTING_QUERY).digest('hex');
const PERSISTED_KEY = `apq:${FAST_LISTING_HASH}`;
const EXTENSIONS = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: FAST_LISTING_HASH } });

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION_LEVELS.brotliQuality } };
const GZIP_OPTIONS = { level: COMPRESSION_LEVELS.gzipLevel };
/** responseCompression's threshold (the compression middleware's default): smaller answers go as they are. */
const COMPRESSION_THRESHOLD = 1024;

/** What the answer is written from: the operation planned once against the schema. */
interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  parseVariables: ReturnType<typeof compileVariableParsing>;
  page: JsonPlan;
  facets: JsonPlan;
  items: JsonPlan;
  /** Each product's JSON for this item selection, kept with its row (a changed product is a new row: the index's generation invalidates it). */
  fragments: WeakMap<ProductRow, string> | null;
  cacheControl: string | null;
}

function prepare(schema: GraphQLSchema): Prepared | null {
  const document = parse(FAST_LISTING_QUERY);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const fragments = new Map(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const root = operation?.selectionSet.selections;
  const products = root?.length === 1 && root[0].kind === Kind.FIELD && root[0].name.value === 'products' && !root[0].alias ? root[0] : null;
  const pageType = schema.getType('ProductPage');
  if (!operation || !products?.selectionSet || !isObjectType(pageType)) return null;
  const page = planSelection(pageType, products.selectionSet, fragments);
  const items = page?.fields.find((field) => field.key === 'items');
  const facets = page?.fields.find((field) => field.key === 'facets');
  const itemsSelection = products.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD && selection.name.value === 'items');
  const facetsSelection = products.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD && selection.name.value === 'facets');
  const productType = schema.getType('Product');
  const facetsType = schema.getType('ProductFacets');
  if (!page || !items || !facets || itemsSelection?.kind !== Kind.FIELD || facetsSelection?.kind !== Kind.FIELD || !isObjectType(productType) || !isObjectType(facetsType)) return null;
  const itemPlan = planSelection(productType, itemsSelection.selectionSet!, fragments);
  const facetsPlan = planSelection(facetsType, facetsSelection.selectionSet!, fragments);
  if (!itemPlan || !facetsPlan) return null;
  const policy = rememberedStaticCachePolicy(schema, document, operation);
  return {
    document,
    operation,
    parseVariables: compileVariableParsing(schema, operation.variableDefinitions ?? []),
    page,
    items: itemPlan,
    facets: facetsPlan,
    fragments: itemPlan.fields.some((field) => MOVING_FIELDS.has(field.key)) ? null : new WeakMap(),
    cacheControl: policy?.maxAge ? `max-age=${policy.maxAge}, ${(policy.scope ?? 'PUBLIC').toLowerCase()}` : null,
  };
}

export interface FastListingOptions {
  app: Express;
  schema: GraphQLSchema;
  engine?: CatalogueEngine;
  persistedQueries: PersistedQueryStore;
  createContext: RequestContextFactory;
  enabled: boolean;
}

/**
 * The web app's listing request answered in front of express and Apollo: `GET /graphql?operationName=CollectionListing
 * &variables=…&extensions={persisted hash of the client's document}` from a visitor (no session cookie, no partner key),
 * with the CSRF header Apollo asks of a GET, once this process holds the hash and its catalogue engine is current.
 * The answer is the one the normal path gives, byte for byte once decompressed, with the same headers: the same cost
 * charged to the address's query budget, the shop's security headers, the cache policy, the ETag and the compression
 * level. Products are written from JSON prepared once per row. Anything else, or any doubt, returns false before
 * anything is written, and the caller hands the request to express.
 */
export function fastListing(options: FastListingOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const { app, schema, engine, persistedQueries, createContext } = options;
  const prepared = options.enabled && engine ? prepare(schema) : null;
  if (!prepared || !engine) return async () => false;
  const etagOf = app.get('etag fn') as ((body: Buffer, encoding?: string) => string) | undefined;
  const ipOf = expressIpOf(app);

  return async (req, res) => {
    const request = recogniseListingRequest(req, EXTENSIONS, () => persistedQueries.holds(PERSISTED_KEY));
    if (!request) return false;
    const coerced = prepared.parseVariables(request.variables);
    if (failToParseVariables(coerced)) return false;
    const { filter, sort, page } = coerced.coerced as { filter: Record<string, unknown>; sort: ProductSort; page: Record<string, unknown> };
    const filterInput = Object.assign(new ProductFilterInput(), filter);
    const pageInput = Object.assign(new PageInput(), page);
    let cost: number;
    try {
      await validateArgument(filterInput, undefined as never, undefined as never);
      await validateArgument(pageInput, undefined as never, undefined as never);
      cost = rememberedOperationCost(schema, prepared.document, prepared.operation, FAST_OPERATION, request.variables);
    } catch {
      return false;
    }
    if (cost > MAX_QUERY_COST) return false;
    const context = createContext(req as Request);
    const reader = engine.readerIfCurrent(() => context.em);
    if (!reader) return false;
    const productFilter = normalizeFilter(toProductFilter(filterInput));
    const [listing, facets] = await Promise.all([reader.listProducts(productFilter, sort, clampPage(pageInput)), reader.productFacets(productFilter)]);
    const data = writeData(prepared, listing.items, pageFields(listing), toFacetsView(facets) as unknown as Record<string, unknown>);
    const outcome = await context.services.partnerKeys.charge({ partner: null, user: null, address: ipOf(req) ?? '' }, cost);
    if (outcome && !outcome.allowed) return false;
    const extensions = JSON.stringify({ cost: costReport(cost, outcome) });
    const body = Buffer.from(`{"data":{"products":${data}},"extensions":${extensions}}\n`);
    fastListingStats.answered++;
    await send(req, res, request, body);
    return true;
  };

  function writeData(plan: Prepared, rows: readonly ProductRow[], fields: Record<string, unknown>, facets: Record<string, unknown>): string {
    let items = '[';
    for (let i = 0; i < rows.length; i++) items += (i === 0 ? '' : ',') + itemJson(plan, rows[i]);
    items += ']';
    let json = '{';
    for (let i = 0; i < plan.page.fields.length; i++) {
      const field = plan.page.fields[i];
      const value = field.key === 'items' ? items : field.key === 'facets' ? writeObject(plan.facets, facets) : field.write(fields[field.key]);
      json += (i === 0 ? '' : ',') + field.prefix + value;
    }
    return `${json}}`;
  }

  async function send(req: IncomingMessage, res: ServerResponse, request: ListingRequest, body: Buffer) {
    res.statusCode = 200;
    shopSecurityHeaders(req as Request, res as never, () => undefined);
    res.setHeader('Vary', 'Authorization, X-Api-Key, Accept-Encoding');
    if (prepared!.cacheControl) res.setHeader('Cache-Control', prepared!.cacheControl);
    res.setHeader('Content-Type', request.contentType);
    if (etagOf) res.setHeader('ETag', etagOf(body, 'utf8'));
    let sent = body;
    if (request.encoding !== 'identity' && body.length >= COMPRESSION_THRESHOLD) {
      sent = request.encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzip(body, GZIP_OPTIONS);
      res.setHeader('Content-Encoding', request.encoding);
    }
    res.setHeader('Content-Length', sent.length);
    res.end(sent);
  }
}

function itemJson(plan: Prepared, row: ProductRow): string {
  if (!plan.fragments || !keepsViews(row)) return writeObject(plan.items, toProductView(row) as unknown as Record<string, unknown>);
  let json = plan.fragments.get(row);
  if (json === undefined) plan.fragments.set(row, (json = writeObject(plan.items, toProductView(row) as unknown as Record<string, unknown>)));
  return json;
}

/** `extensions.cost` as the cost plugin reports it (graphql/cost/query-cost.ts). */
function costReport(requested: number, outcome: { capacity: number; remaining: number; resetSeconds: number } | null) {
  return {
    requested,
    limit: MAX_QUERY_COST,
    ...(outcome ? { budget: { capacity: outcome.capacity, remaining: outcome.remaining, resetSeconds: outcome.resetSeconds } } : {}),
  };
}
