import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './apollo-client';
import { restorePageData } from './page-data-cache';

// One client for the whole app, however many boundaries mount this module.
const client = createApolloClient();
// The first screen's answers, inlined by the server in index.html.
restorePageData(client.cache);

export default function ApolloRoot({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
