import { createContext, useContext, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './apollo-client';
import { restorePageData } from './page-data-cache';

function createBrowserClient() {
  const client = createApolloClient();
  // The first screen's answers, inlined by the server in index.html.
  restorePageData(client.cache);
  return client;
}

// One client for the whole app in the browser, however many boundaries mount this module.
const browserClient = typeof window === 'undefined' ? null : createBrowserClient();

/** The one browser client, for requests made outside a render (lib/apollo-boundary.tsx withApolloClient). */
export function browserApolloClient(): ApolloClient {
  if (!browserClient) throw new Error('No browser Apollo client on the server');
  return browserClient;
}

/** On the server each page renders with a client of its own, holding that page's answers (entry-server.tsx). */
export const ServerApolloClient = createContext<ApolloClient | null>(null);

export default function ApolloRoot({ children }: { children: ReactNode }) {
  const client = useContext(ServerApolloClient) ?? browserClient;
  if (!client) throw new Error('No Apollo client: a server render must provide ServerApolloClient');
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
