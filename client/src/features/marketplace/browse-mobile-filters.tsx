import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, CloseIcon, Drawer } from '../../components/ui';
import type { MarketplaceFacets_FacetsFragment } from '../../gql/graphql';
import { BrowseFilters } from './browse-filters';
import { toMarketplaceFilter, type BrowseState } from '@aurum/rules/marketplace/browse-url';
import { drawerApplyLabel } from './marketplace-rules';
import { useMarketplaceListings } from './use-marketplace-listings';

interface BrowseMobileFiltersProps {
  open: boolean;
  onClose: () => void;
  state: BrowseState;
  facets: MarketplaceFacets_FacetsFragment | null;
  onApply: (state: BrowseState) => void;
}

/**
 * The phone filter drawer, as in the shop: changes stay a draft until Apply; Cancel drops them. The draft is
 * counted live by the same query the page and the desktop sidebar use (its facets, its total), so the counts move
 * as boxes are ticked and Apply names the result ("Show 23 listings"); applying then answers from the cache.
 */
export function BrowseMobileFilters({ open, onClose, ...rest }: BrowseMobileFiltersProps) {
  return (
    <Drawer open={open} onClose={onClose} label="Filters" side="left" width="min(24rem, 100vw)">
      {open && <DraftFilters onClose={onClose} {...rest} />}
    </Drawer>
  );
}

function DraftFilters({ onClose, state, facets, onApply }: Omit<BrowseMobileFiltersProps, 'open'>) {
  const theme = useTheme();
  const [draft, setDraft] = useState(state);
  const preview = useMarketplaceListings(toMarketplaceFilter(draft), draft.sort, 1);
  // The last count stays on the button while the next loads, rather than flickering back to words.
  const [total, setTotal] = useState(preview.total);
  if (preview.total !== null && preview.total !== total) setTotal(preview.total);
  const bar = css`padding: ${theme.space[4]} ${theme.space[5]};`;
  return (
    <>
      <div css={[bar, css`display: flex; align-items: center; justify-content: space-between; border-bottom: 1px solid var(--hairline);`]}>
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
      <div css={[bar, css`flex: 1; overflow-y: auto;`]}>
        <BrowseFilters state={draft} facets={preview.facets ?? facets} onChange={(patch) => setDraft((d) => ({ ...d, ...patch, page: 1 }))} />
      </div>
      <div css={[bar, css`display: grid; grid-template-columns: 1fr 1fr; gap: ${theme.space[3]}; border-top: 1px solid var(--hairline); background: ${theme.colors.ivory};`]}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {drawerApplyLabel(total)}
        </Button>
      </div>
    </>
  );
}
