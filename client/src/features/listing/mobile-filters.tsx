import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, CloseIcon, Drawer } from '../../components/ui';
import type { ListingFacets_FacetsFragment } from '../../gql/graphql';
import { FilterSidebar } from './filter-sidebar';
import type { ListingCategory } from '@aurum/rules/catalog/listing-rules';
import type { ListingState } from '@aurum/rules/catalog/listing-state';

interface MobileFiltersProps {
  open: boolean;
  onClose: () => void;
  category: ListingCategory;
  state: ListingState;
  facets: ListingFacets_FacetsFragment | null;
  onApply: (state: ListingState) => void;
}

/** The phone filter drawer: changes stay a draft until Apply Filters; Cancel drops them. */
export function MobileFilters({ open, onClose, category, state, facets, onApply }: MobileFiltersProps) {
  return (
    <Drawer open={open} onClose={onClose} label="Filters" side="left" width="min(24rem, 100vw)">
      {open && <DraftFilters {...{ onClose, category, state, facets, onApply }} />}
    </Drawer>
  );
}

function DraftFilters({ onClose, category, state, facets, onApply }: Omit<MobileFiltersProps, 'open'>) {
  const theme = useTheme();
  const [draft, setDraft] = useState(state);
  return (
    <>
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          padding: ${theme.space[4]} ${theme.space[5]};
          border-bottom: 1px solid var(--hairline);
        `}
      >
        <h2 css={css`font-size: ${theme.fontSizes.xl};`}>Filters</h2>
        <button
          type="button"
          aria-label="Close filters"
          onClick={onClose}
          css={css`display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border: 0; background: none; color: var(--fg);`}
        >
          <CloseIcon />
        </button>
      </div>
      <div css={css`flex: 1; overflow-y: auto; padding: ${theme.space[4]} ${theme.space[5]};`}>
        <FilterSidebar category={category} state={draft} facets={facets} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
      </div>
      <div
        css={css`
          display: grid;
          grid-template-columns: 1fr 1fr;
          gap: ${theme.space[3]};
          padding: ${theme.space[4]} ${theme.space[5]};
          border-top: 1px solid var(--hairline);
          background: ${theme.colors.ivory};
        `}
      >
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          Apply Filters
        </Button>
      </div>
    </>
  );
}
