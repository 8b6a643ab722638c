import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button } from '../../components/ui';
import { useAdminProductsQuery } from '../../gql/hooks';
import { QueuePager } from '../support-admin/queue-pager';
import { BulkActions } from './bulk-actions';
import { DEFAULT_FILTERS, ProductFilters, type ProductFilterState, toFilterInput } from './product-filters';
import { ProductsTable } from './products-table';
import { mutedText } from '../../components/admin/admin-styles';

export const PRODUCTS_PAGE_SIZE = 25;

/** /admin/products: the catalogue for staff, searchable and filterable, with bulk sale and restock. */
export function ProductsSection() {
  const theme = useTheme();
  const [filters, setFilters] = useState<ProductFilterState>(DEFAULT_FILTERS);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const products = useAdminProductsQuery({
    variables: { filter: toFilterInput(filters), limit: PRODUCTS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = products.dataState === 'complete' ? products.data.adminProducts : null;

  const body = !page ? (
    products.error ? (
      <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
        <p>The products could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void products.refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    ) : (
      <div aria-busy="true" css={css`display: grid; gap: ${theme.space[2]};`}>
        <span className="visually-hidden" role="status">
          Loading products…
        </span>
        {[0, 1, 2, 3].map((row) => (
          <span key={row} css={css`display: block; height: 3.5rem; background: ${theme.colors.onyx}; border: 1px solid var(--hairline);`} />
        ))}
      </div>
    )
  ) : page.items.length === 0 ? (
    <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>No products match these filters.</p>
  ) : (
    <>
      <ProductsTable
        rows={page.items}
        selected={selected}
        onToggle={(id) =>
          setSelected((current) => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          })
        }
        onToggleAll={(checked) => setSelected(checked ? new Set(page.items.map((row) => row.id)) : new Set())}
      />
      <QueuePager label="Product pages" totalCount={page.totalCount} offset={offset} limit={PRODUCTS_PAGE_SIZE} onChange={setOffset} />
    </>
  );

  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      <ProductFilters
        value={filters}
        brands={page?.brands ?? []}
        onChange={(next) => {
          setFilters(next);
          setOffset(0);
          setSelected(new Set());
        }}
      />
      <p css={mutedText(theme)} aria-live="polite">
        {page ? `${page.totalCount} ${page.totalCount === 1 ? 'product' : 'products'} · latest change first` : 'Latest change first'}
      </p>
      {selected.size > 0 && (
        <BulkActions
          rows={(page?.items ?? []).filter((row) => selected.has(row.id))}
          onDone={() => {
            setSelected(new Set());
            void products.refetch().catch(() => undefined);
          }}
        />
      )}
      {body}
    </div>
  );
}
