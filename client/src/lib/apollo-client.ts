import { ApolloClient, HttpLink } from '@apollo/client';
import { createApolloCache } from './apollo-cache';

export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // The server runs Apollo's CSRF prevention: a non-simple header forces
      // a CORS preflight, which a cross-site form or image cannot trigger.
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: createApolloCache(),
  });
}
