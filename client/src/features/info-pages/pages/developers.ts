import { KEY_LIMITS } from '@aurum/rules/partners/partner-key-rules';
import { ANONYMOUS_COST_PER_MINUTE, formatCostUnits, MAX_QUERY_COST, partnerCostRows, REST_CALL_COST } from '@aurum/rules/partners/partner-costs';
import { DEPRECATION_NOTICE_DAYS } from '@aurum/rules/partners/partner-schema-policy';
import apolloPersisted from '../../../../../docs/examples/apollo-persisted.ts?raw';
import graphqlFetch from '../../../../../docs/examples/graphql-fetch.mjs?raw';
import graphqlGetCurl from '../../../../../docs/examples/graphql-get.sh?raw';
import graphqlCurl from '../../../../../docs/examples/graphql.sh?raw';
import restCurl from '../../../../../docs/examples/rest.sh?raw';
import type { InfoPageContent } from '../content-types';

/** An example as its file holds it (docs/examples, run against the API by partner-examples.test.ts), without the `#!` line. */
const example = (text: string) => text.replace(/^#!.*\n/, '').trimEnd();

/**
 * The partner API guide (/developers): keys, authentication, cost rules, examples. The examples are the files of
 * docs/examples, the cost table and figures come from the rules the server prices with, so none can drift.
 */
export const developersPage: InfoPageContent = {
  documentTitle: 'Partner API for Developers',
  eyebrow: 'Developers',
  title: 'The Aurum Partner API',
  intro:
    'Build on our catalogue of luxury watches and designer clothing, our pre-owned marketplace and our watch market signals: one GraphQL endpoint, the same REST paths our shop uses, keys with scopes, and a query budget you can see.',
  layout: 'document',
  blocks: [
    {
      kind: 'steps',
      eyebrow: 'Getting started',
      heading: 'Get a Key',
      steps: [
        { title: 'Ask for access', text: 'Write to partners@aurum.example with your company, what you will build and the data you need. We reply within two working days.' },
        { title: 'Receive your key', text: 'Our team issues a key with the scopes you need and shows its secret once. Keep it on your server: it is a password.' },
        { title: 'Make your first call', text: 'Send the key with every request. Rotate it at any time by asking us: the old secret stops working at once.' },
      ],
    },
    {
      kind: 'table',
      heading: 'Authentication and Scopes',
      intro:
        'Send the key as `Authorization: Bearer <key>` or as `X-Api-Key: <key>`; an empty or malformed `Authorization` header is refused, never read as no key. A key reads; it never writes, and it never reaches customer, order or staff data. A key is never worse than no key: everything below can also be read without one (on the smaller per-address budget), so every valid key reads all of it whatever its scopes; a scope will only guard data that callers without a key cannot reach.',
      caption: 'The partner surface, by scope',
      columns: ['Scope', 'GraphQL fields', 'REST paths'],
      rows: [
        ['catalogue:read', 'products, product, featuredProducts, similarProducts, searchProducts', 'GET /api/products, /api/products/featured, /api/products/search, /api/products/watches, /api/products/clothing, /api/products/{id}'],
        ['signals:read', 'marketSignals', 'GET /api/investment/watches/signals/top'],
        ['marketplace:read', 'marketplaceListings, marketplaceListing, marketplaceSeller, marketplaceHighlights', 'GET /api/marketplace/listings'],
      ],
    },
    {
      kind: 'code',
      heading: 'Examples You Can Run',
      language: 'shell',
      intro:
        'Every example below reads the address of the API and your key from two environment variables, and each one is run against the API by our tests before every release: what you copy works.',
      code: `export AURUM_API_URL=https://aurum.example
export AURUM_API_KEY=aur_your_key`,
    },
    {
      kind: 'code',
      heading: 'A GraphQL Query',
      language: 'curl',
      code: example(graphqlCurl),
      note: 'The answer carries `extensions.cost`: what the query cost, the per-request limit, and your budget left with the seconds until it is full again.',
    },
    {
      kind: 'code',
      heading: 'A GraphQL GET',
      language: 'curl',
      code: example(graphqlGetCurl),
      note: 'A GET must carry the header `apollo-require-preflight: true`, and this stays required: it is how the API tells a program from a page on another site (CSRF prevention). Without it the answer is 400.',
    },
    {
      kind: 'code',
      heading: 'The Same Data over REST',
      language: 'curl',
      code: example(restCurl),
      note: `Each REST call costs ${formatCostUnits(REST_CALL_COST)}. The headers \`X-Cost-Remaining\` and \`X-Cost-Reset\` say what is left and when it refills.`,
    },
    {
      kind: 'code',
      heading: 'From Node with fetch',
      language: 'JavaScript',
      code: example(graphqlFetch),
    },
    {
      kind: 'code',
      heading: 'From Apollo Client',
      language: 'TypeScript',
      code: example(apolloPersisted),
      note: 'Keep the key on your server or in a backend for frontend: never ship it in a browser bundle.',
    },
    {
      kind: 'table',
      heading: 'What a Query Costs',
      intro: `Every operation is priced before it runs. Plain fields are free and objects cost 1; the fields below cost what their work is. One request may cost at most ${formatCostUnits(MAX_QUERY_COST)} — about two full listings with their filter counts — and each caller has a budget per minute that refills steadily: a key ${formatCostUnits(KEY_LIMITS.defaultCostPerMinute)} unless agreed otherwise, a caller without a key ${formatCostUnits(ANONYMOUS_COST_PER_MINUTE)} per network address. The same request costs the same either way.`,
      caption: 'Cost of the expensive fields',
      columns: ['Field', 'Cost'],
      rows: partnerCostRows(),
    },
    {
      kind: 'table',
      heading: 'Errors',
      caption: 'The answers a partner can get besides data',
      columns: ['Status', 'Code', 'Meaning'],
      rows: [
        ['400', 'GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED', `The query is not valid, or costs more than ${formatCostUnits(MAX_QUERY_COST)} (the error says how much).`],
        ['401', 'UNAUTHENTICATED', 'The key is unknown or has been revoked.'],
        ['400', 'BAD_REQUEST (REST), BAD_USER_INPUT (GraphQL errors)', 'A parameter is malformed or out of bounds, such as a limit above 100: asking for more is refused, never cut.'],
        ['401', 'UNAUTHENTICATED', 'An empty or malformed Authorization header.'],
        ['403', 'FORBIDDEN', 'The request tries to write, or reaches a path outside the partner surface.'],
        ['429', 'RATE_LIMITED', 'The budget (the key’s, or without a key the address’s) is spent for now; wait the seconds in the Retry-After header.'],
      ],
    },
    {
      kind: 'prose',
      heading: 'Changes Without Surprises',
      paragraphs: [
        'Fields and types are added at any time; your queries keep working. Nothing you can query is removed or changed in a way that breaks a query without notice: a field to go is first marked deprecated in the schema, its description saying what to use instead, and dated in our changelog.',
        `A deprecated field stays at least ${DEPRECATION_NOTICE_DAYS} days after the date of its deprecation before it is removed. Download [the partner schema](/developers/schema.graphql) for codegen, and look for \`@deprecated\` when it changes.`,
      ],
    },
    {
      kind: 'prose',
      heading: 'Calling from a Web Page',
      paragraphs: [
        'Browsers let a page call the API from another site only for origins we register on your key: tell us each one, such as `https://shop.example.com` (up to 10; `http://localhost` for development). Pages of a registered origin may send the key and read the answers, with the `X-Cost-Remaining`, `X-Cost-Reset`, `Retry-After` and `X-Total-Count` headers; any other origin is refused before the request is sent.',
        'A key in a web page is visible to everyone who opens it: use a key with only the scopes the page needs. Cookies are never accepted from other sites.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Explore in GraphiQL',
      paragraphs: [
        '[GraphiQL on /graphql](/graphql) shows the partner schema with its descriptions, completes fields as you type and runs example queries. It is served by Aurum itself, so it works offline and loads nothing from other sites. Paste your key in its **API key** field: it is sent as `Authorization: Bearer <key>` and kept only until you close the tab. Or open [GraphiQL with your key](/graphql#key=YOUR_KEY) after replacing YOUR_KEY in the address: the key stays in the part of the address your browser never sends.',
        'Online, [Apollo Sandbox with your key](/developers/sandbox#key=YOUR_KEY) does the same from Apollo’s servers. Front-end developers of the shop itself use GraphiQL without a key, signed in with their browser session.',
      ],
    },
  ],
};
