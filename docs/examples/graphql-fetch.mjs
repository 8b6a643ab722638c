// A GraphQL query from Node with plain fetch (Node 20 or later): `node graphql-fetch.mjs`.
const url = process.env.AURUM_API_URL ?? 'https://aurum.example';
const key = process.env.AURUM_API_KEY;

const query = `query RolexWatches {
  products(filter: { category: WATCHES, brands: ["Rolex"] }, page: { limit: 10 }) {
    totalCount
    items { id name price { amount formatted } }
  }
}`;

const response = await fetch(`${url}/graphql`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ query }),
});
const answer = await response.json();
if (!response.ok || answer.errors) throw new Error(`${response.status}: ${JSON.stringify(answer.errors)}`);
console.log(JSON.stringify(answer));
