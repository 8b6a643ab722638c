import { ApolloClient, HttpLink } from '@apollo/client';
import { createApolloCache } from '@aurum/rules/page-data/apollo-cache';
import { CSRF_PREVENTION_HEADERS } from './graphql-request';
import { persistedQueriesLink } from './persisted-queries';

export function createApolloClient() {
  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    // The server runs Apollo's CSRF prevention: a non-simple header forces
    // a CORS preflight, which a cross-site form or image cannot trigger
    // (GETs of persisted queries carry it too).
    headers: CSRF_PREVENTION_HEADERS,
  });
  const persisted = persistedQueriesLink();
  return new ApolloClient({
    link: persisted ? persisted.concat(http) : http,
    cache: createApolloCache(),
  });
}
