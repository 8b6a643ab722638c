import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, gql, Observable, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '@aurum/rules/page-data/apollo-cache';
import { useFirstScreenQuery } from './first-screen-query';
import type { PageDataBlock } from '@aurum/rules/page-data/first-screen';
import { restorePageData } from './page-data-cache';

const PRODUCT: TypedDocumentNode<{ product: { id: string; name: string } | null }, { id: string }> = gql`
  query FirstScreenProduct($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`;

function Name({ id }: { id: string }) {
  const { data, loading } = useFirstScreenQuery(PRODUCT, { variables: { id } });
  return <p>{loading ? 'loading' : (data?.product?.name ?? 'none')}</p>;
}

/** A browser-like client: the page's block restored, and a link that records every request it is asked for. */
function clientWithPage(block: PageDataBlock) {
  const requests: string[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.operationName ?? '');
    return new Observable((observer) => observer.complete());
  });
  const client = new ApolloClient({ cache: createApolloCache(), link });
  const text = JSON.stringify(block);
  restorePageData(client.cache, { getElementById: () => ({ textContent: text, remove() {} }) } as unknown as Document);
  return { client, requests };
}

const render = (client: ApolloClient, id: string) =>
  renderToString(
    <ApolloProvider client={client}>
      <Name id={id} />
    </ApolloProvider>,
  );

describe('useFirstScreenQuery', () => {
  it('renders the answer that came with the page, as it came, with no request and no cache read', () => {
    // The normalised cache deliberately disagrees: the raw answer is what the first screen shows.
    const block: PageDataBlock = {
      operations: [{ name: 'FirstScreenProduct', variables: { id: '7' }, data: { product: { id: '7', name: 'Rolex Deepsea' } } }],
      cache: { 'Product:{"id":"7"}': { __typename: 'Product', id: '7', name: 'From the cache' } },
    };
    const { client, requests } = clientWithPage(block);
    expect(render(client, '7')).toContain('Rolex Deepsea');
    expect(requests).toEqual([]);
  });

  it('is loading for other variables until Apollo runs them (in the browser: lib/live-queries.tsx)', () => {
    const { client } = clientWithPage({
      operations: [{ name: 'FirstScreenProduct', variables: { id: '8' }, data: { product: { id: '8', name: 'Omega Seamaster' } } }],
      cache: {},
    });
    expect(render(client, '9')).toContain('loading');
    expect(render(client, '8')).toContain('Omega Seamaster');
  });
});
