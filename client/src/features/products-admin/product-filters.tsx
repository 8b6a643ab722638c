import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, SelectField, TextField } from '../../components/ui';
import type { AdminProductFilterInput, AdminProductStatus, AdminStockState, ProductCategory } from '../../gql/graphql';

export interface ProductFilterState {
  search: string;
  category: ProductCategory | '';
  brand: string;
  status: AdminProductStatus;
  stock: AdminStockState | '';
  onSale: '' | 'yes' | 'no';
}

export const DEFAULT_FILTERS: ProductFilterState = { search: '', category: '', brand: '', status: 'ACTIVE', stock: '', onSale: '' };

export function toFilterInput(state: ProductFilterState): AdminProductFilterInput {
  return {
    search: state.search || null,
    category: state.category || null,
    brand: state.brand || null,
    status: state.status,
    stock: state.stock || null,
    onSale: state.onSale === '' ? null : state.onSale === 'yes',
  };
}

/** Selects apply at once; the search runs on Enter or the Search button. */
export function ProductFilters({ value, brands, onChange }: { value: ProductFilterState; brands: string[]; onChange: (next: ProductFilterState) => void }) {
  const theme = useTheme();
  const [text, setText] = useState(value.search);
  const set = <K extends keyof ProductFilterState>(key: K, next: ProductFilterState[K]) => onChange({ ...value, [key]: next });
  return (
    <form
      role="search"
      aria-label="Find products"
      onSubmit={(event) => {
        event.preventDefault();
        set('search', text.trim());
      }}
      css={css`
        display: grid;
        gap: ${theme.space[3]};
        align-items: end;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
      `}
    >
      <div css={css`grid-column: span 2; display: flex; gap: ${theme.space[2]}; align-items: end; ${theme.mq.belowMd} { grid-column: 1 / -1; }`}>
        <TextField label="Name, brand or SKU" value={text} onChange={(event) => setText(event.target.value)} css={css`flex: 1;`} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      <SelectField label="Department" value={value.category} onChange={(event) => set('category', event.target.value as ProductCategory | '')}>
        <option value="">All</option>
        <option value="WATCHES">Watches</option>
        <option value="CLOTHING">Clothing</option>
      </SelectField>
      <SelectField label="Brand" value={value.brand} onChange={(event) => set('brand', event.target.value)}>
        <option value="">All brands</option>
        {brands.map((brand) => (
          <option key={brand} value={brand}>
            {brand}
          </option>
        ))}
      </SelectField>
      <SelectField label="Stock" value={value.stock} onChange={(event) => set('stock', event.target.value as AdminStockState | '')}>
        <option value="">Any</option>
        <option value="IN_STOCK">In stock</option>
        <option value="LOW">Low (1–5)</option>
        <option value="SOLD_OUT">Sold out</option>
      </SelectField>
      <SelectField label="Sale" value={value.onSale} onChange={(event) => set('onSale', event.target.value as ProductFilterState['onSale'])}>
        <option value="">Any</option>
        <option value="yes">On sale</option>
        <option value="no">Full price</option>
      </SelectField>
      <SelectField label="Status" value={value.status} onChange={(event) => set('status', event.target.value as AdminProductStatus)}>
        <option value="ACTIVE">In the shop</option>
        <option value="ARCHIVED">Archived</option>
        <option value="ALL">All</option>
      </SelectField>
    </form>
  );
}
