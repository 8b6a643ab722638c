// Apollo Client with automatic persisted queries, from Node: `npx tsx apollo-persisted.ts`.
// After the first call the query travels as its SHA-256 hash only; the server asks for the text once when it does not know it.
import { createHash } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

const url = process.env.AURUM_API_URL ?? 'https://aurum.example';
const key = process.env.AURUM_API_KEY;

const client = new ApolloClient({
  link: new PersistedQueryLink({ sha256: (query) => createHash('sha256').update(query).digest('hex') }).concat(
    new HttpLink({ uri: `${url}/graphql`, headers: { Authorization: `Bearer ${key}` } }),
  ),
  cache: new InMemoryCache(),
});

const { data, error } = await client.query({
  query: gql`
    query TopSignals {
      marketSignals(limit: 5) {
        asOf
        signals { reference brand model score classification }
      }
    }
  `,
});
if (error) throw error;
console.log(JSON.stringify({ data }));
