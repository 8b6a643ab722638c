// `node scripts/smoke.mjs <base URL>`: what a newcomer checks first on a started shop.
// Waits for /api/health (database up, catalogue engine built), then asks for a filtered
// listing with facets through REST and GraphQL, and signs in as the demo customer.
// Exits 0 when all of it works, 1 with the first thing that did not.

const base = (process.argv[2] ?? 'http://localhost:4000').replace(/\/$/, '');
const WAIT_MS = Number(process.env.SMOKE_WAIT_MS ?? 180_000);

function fail(message) {
  console.error(`smoke: ${message}`);
  process.exit(1);
}

async function json(path, init) {
  const response = await fetch(base + path, init);
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    fail(`${path} answered ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
  return { response, body };
}

async function waitForHealth() {
  const deadline = Date.now() + WAIT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const { response, body } = await json('/api/health');
      if (response.ok && body.status === 'ok' && (body.catalogueEngine === null || body.catalogueEngine.ready)) return body;
      last = `${response.status} ${JSON.stringify(body).slice(0, 200)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`/api/health not ready within ${WAIT_MS / 1000} s (last: ${last})`);
}

const health = await waitForHealth();
console.log(`smoke: health ok (engine ${health.catalogueEngine?.ready ? `ready, ${health.catalogueEngine.products} products` : 'off'})`);

const rest = await json('/api/products?category=watches&brands=Rolex&inStock=true&include=facets&limit=5');
if (!rest.response.ok) fail(`REST listing answered ${rest.response.status}`);
if (!rest.body.products?.length || !(rest.body.totalCount > 0)) fail('REST listing of in-stock Rolex watches is empty');
if (rest.body.products.some((product) => product.brand !== 'Rolex')) fail('REST listing holds a brand that was not asked for');
if (!rest.body.facets?.brands?.length) fail('REST listing came without brand facets');
console.log(`smoke: REST listing ok (${rest.body.totalCount} in-stock Rolex watches, ${rest.body.facets.brands.length} brand facets)`);

const query = `query Smoke($filter: ProductFilterInput) {
  products(filter: $filter, page: { limit: 5 }) { totalCount items { id name brand } facets { brands { value count } } }
}`;
const graphql = await json('/graphql', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables: { filter: { category: 'WATCHES', brands: ['Rolex'] } } }),
});
if (graphql.body.errors?.length) fail(`GraphQL listing: ${graphql.body.errors[0].message}`);
const products = graphql.body.data?.products;
if (!products?.items.length || products.items.some((item) => item.brand !== 'Rolex')) fail('GraphQL listing of Rolex watches is wrong');
if (!products.facets.brands.length) fail('GraphQL listing came without brand facets');
console.log(`smoke: GraphQL listing ok (${products.totalCount} Rolex watches)`);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'customer@aurum.example', password: 'AurumClient!2026' }),
});
if (!login.ok) fail(`sign-in answered ${login.status}: ${(await login.text()).slice(0, 200)}`);
const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
if (!cookies.includes('aurum_session=')) fail('sign-in set no session cookie');
const me = await json('/api/auth/me', { headers: { cookie: cookies } });
if (me.body.user?.email !== 'customer@aurum.example') fail(`/api/auth/me after sign-in: ${JSON.stringify(me.body).slice(0, 200)}`);
console.log('smoke: sign-in ok (customer@aurum.example)');
