import type { InfoPageContent } from '../content-types';

/** The partner API guide (/developers): keys, authentication, cost rules, examples. Figures match the server's. */
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
      intro: 'Send the key as `Authorization: Bearer <key>` or as `X-Api-Key: <key>`. A key reads; it never writes, and it never reaches customer, order or staff data.',
      caption: 'What each scope lets a key read',
      columns: ['Scope', 'GraphQL fields', 'REST paths'],
      rows: [
        ['catalogue:read', 'products, product, featuredProducts, similarProducts, searchProducts', 'GET /api/products, /api/products/featured, /api/products/search, /api/products/watches, /api/products/clothing, /api/products/{id}'],
        ['signals:read', 'marketSignals', 'GET /api/investment/watches/signals/top'],
        ['marketplace:read', 'Marketplace listings (as they open)', 'GET /api/marketplace/listings'],
      ],
    },
    {
      kind: 'code',
      heading: 'A GraphQL Query',
      language: 'curl',
      code: `curl https://aurum.example/graphql \\
  -H 'Authorization: Bearer aur_your_key' \\
  -H 'Content-Type: application/json' \\
  -d '{"query":"{ products(filter: { category: WATCHES, brands: [\\"Rolex\\"] }, page: { limit: 10 }) { totalCount items { id name price { formatted } } } }"}'`,
      note: 'The answer carries `extensions.cost`: what the query cost, the per-request limit, and your budget left with the seconds until it is full again.',
    },
    {
      kind: 'code',
      heading: 'The Same Data over REST',
      language: 'curl',
      code: `curl 'https://aurum.example/api/products?category=watches&brands=Rolex&limit=10' \\
  -H 'X-Api-Key: aur_your_key'`,
      note: 'Each REST call costs 100. The headers `X-Cost-Remaining` and `X-Cost-Reset` say what is left and when it refills.',
    },
    {
      kind: 'code',
      heading: 'From Apollo Client',
      language: 'TypeScript',
      code: `import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';

const client = new ApolloClient({
  link: new HttpLink({
    uri: 'https://aurum.example/graphql',
    headers: { Authorization: \`Bearer \${process.env.AURUM_API_KEY}\` },
  }),
  cache: new InMemoryCache(),
});

const { data } = await client.query({
  query: gql\`
    query TopSignals {
      marketSignals(limit: 5) { signals { reference brand model score signalClass } }
    }
  \`,
});`,
      note: 'Keep the key on your server or in a backend for frontend: never ship it in a browser bundle.',
    },
    {
      kind: 'table',
      heading: 'What a Query Costs',
      intro:
        'Every operation is priced before it runs. Plain fields are free and objects cost 1; the fields below cost what their work is. One request may cost at most 1,000 — about two full listings with their filter counts — and each key has a budget per minute (5,000 unless agreed otherwise) that refills steadily.',
      caption: 'Cost of the expensive fields',
      columns: ['Field', 'Cost'],
      rows: [
        ['products (a listing with its total)', '100'],
        ['products { facets } (counts for every filter group)', '+300'],
        ['searchProducts', '150'],
        ['marketSignals', '100'],
        ['similarProducts', '80'],
        ['featuredProducts', '20'],
        ['product', '10'],
      ],
    },
    {
      kind: 'table',
      heading: 'Errors',
      caption: 'The answers a partner can get besides data',
      columns: ['Status', 'Code', 'Meaning'],
      rows: [
        ['400', 'GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED', 'The query is not valid, or costs more than 1,000 (the error says how much).'],
        ['401', 'UNAUTHENTICATED', 'The key is unknown or has been revoked.'],
        ['403', 'FORBIDDEN', 'The key lacks the scope for a field or path, or the request tries to write.'],
        ['429', 'RATE_LIMITED', 'The budget is spent for now; wait the seconds in the Retry-After header.'],
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
