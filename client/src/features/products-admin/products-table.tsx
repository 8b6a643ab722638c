import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { AdminProductRowFieldsFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';

interface ProductsTableProps {
  rows: readonly AdminProductRowFieldsFragment[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
}

function stockLabel(stock: number) {
  if (stock === 0) return <Badge variant="danger">Sold out</Badge>;
  if (stock <= 5) return <Badge variant="outline">{stock} left</Badge>;
  return <span>{stock}</span>;
}

/** The product table: a checkbox per row for bulk actions, the name opens the edit page. */
export function ProductsTable({ rows, selected, onToggle, onToggleAll }: ProductsTableProps) {
  const theme = useTheme();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <div css={css`display: grid; gap: ${theme.space[2]};`}>
      <label css={css`display: inline-flex; gap: ${theme.space[2]}; align-items: center; font-size: ${theme.fontSizes.sm};`}>
        <input type="checkbox" checked={allSelected} onChange={(event) => onToggleAll(event.target.checked)} />
        Select all on this page
      </label>
      <DataTable caption="Products" columns={['Select', 'Product', 'Department', { label: 'Price', numeric: true }, { label: 'Sale price', numeric: true }, { label: 'Stock', numeric: true }, 'Status']}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <input type="checkbox" aria-label={`Select ${row.name}`} checked={selected.has(row.id)} onChange={() => onToggle(row.id)} />
            </td>
            <td>
              <div css={css`display: flex; gap: ${theme.space[3]}; align-items: center;`}>
                <img src={`${row.imageUrl}?w=320`} alt="" width={40} height={40} loading="lazy" css={css`object-fit: cover; background: ${theme.colors.graphite};`} />
                <div css={css`display: grid;`}>
                  <Link to={`/admin/products/${row.id}`} css={css`color: var(--fg); font-weight: 600;`}>
                    {row.name}
                  </Link>
                  <span css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.xs};`}>
                    {row.brand} · {row.sku}
                  </span>
                </div>
              </div>
            </td>
            <td css={css`text-transform: capitalize;`}>{row.category.toLowerCase()}</td>
            <td className="numeric">{formatPence(row.price.amount)}</td>
            <td className="numeric">{row.salePrice ? formatPence(row.salePrice.amount) : '—'}</td>
            <td className="numeric">{stockLabel(row.stock)}</td>
            <td>{row.archivedAt ? <Badge variant="muted">Archived</Badge> : row.featured ? <Badge variant="gold">Featured</Badge> : 'In the shop'}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
