import { useState } from 'react';
import { useLocation } from 'react-router';
import { css, useTheme } from '@emotion/react';
import { Button, Container, darkSurface, SlidersIcon } from '../../components/ui';
import { ListingSearch } from '../listing/listing-search';
import { FilterForm } from '../listing/filter-form';
import { BrowseFilters } from './browse-filters';
import { BrowseMobileFilters } from './browse-mobile-filters';
import { BrowseResults } from './browse-results';
import { activeFilterCount, browseUrlParams, parseBrowseUrl, resultCountText, toMarketplaceFilter } from '@aurum/rules/marketplace/browse-url';
import { useBrowseState } from './use-browse-state';
import { useMarketplaceListings } from './use-marketplace-listings';
import { SaveSearchButton } from './save-search-button';

const TITLE = 'Marketplace Listings';

/** /marketplace/listings: browse live listings with filters, counts, search, sort and pages, all in the URL. */
export function MarketplaceBrowsePage() {
  const theme = useTheme();
  const { applied, draft, change, apply, goToPage, reset } = useBrowseState();
  const location = useLocation();
  const filter = toMarketplaceFilter(applied);
  const results = useMarketplaceListings(filter, applied.sort, applied.page);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeCount = activeFilterCount(applied);
  const pageHref = (page: number) => `${location.pathname}?${browseUrlParams({ ...applied, page }).toString()}`.replace(/\?$/, '');
  const showPage = (page: number) => {
    goToPage(page);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <title>{`${TITLE} — Aurum`}</title>
      {/* At most a third of the first screen, so listings show above the fold (issue 37). */}
      <header css={[darkSurface, css`padding-block: ${theme.space[6]} ${theme.space[5]}; border-bottom: 1px solid ${theme.colors.hairlineDark};`]}>
        <Container>
          <p css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.wide}; text-transform: uppercase; color: var(--accent);`}>
            The Aurum Marketplace
          </p>
          <h1 css={css`margin-top: ${theme.space[3]}; font-size: ${theme.fontSizes['3xl']}; line-height: 1;`}>{TITLE}</h1>
          <p aria-live="polite" css={css`margin-top: ${theme.space[3]}; min-height: 1.5rem; color: var(--fg-muted);`}>
            {results.total !== null && resultCountText(applied.page, results.total)}
          </p>
        </Container>
      </header>

      <Container css={css`padding-block: ${theme.space[6]} ${theme.space[9]};`}>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; margin-bottom: ${theme.space[6]};`}>
          <SearchBox search={applied.search} onChange={(search) => change({ search }, true)} onSubmit={(search) => apply({ ...draft, search, page: 1 })} />
          <SaveSearchButton filter={filter} />
          <Button variant="secondary" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog" fullWidth css={css`${theme.mq.md} { display: none; }`}>
            <SlidersIcon size={18} /> Filters{activeCount > 0 && ` (${activeCount})`}
          </Button>
        </div>

        <div css={css`display: grid; gap: ${theme.space[7]}; ${theme.mq.md} { grid-template-columns: 16rem minmax(0, 1fr); } ${theme.mq.lg} { grid-template-columns: 17.5rem minmax(0, 1fr); }`}>
          <aside aria-labelledby="marketplace-filters-title" css={css`display: none; ${theme.mq.md} { display: block; align-self: start; }`}>
            <div css={css`display: flex; align-items: center; justify-content: space-between; padding-bottom: ${theme.space[3]}; border-bottom: 1px solid var(--fg);`}>
              <h2 id="marketplace-filters-title" css={css`font-size: ${theme.fontSizes.xl};`}>
                Filters
              </h2>
              <Button variant="ghost" size="sm" onClick={reset}>
                Reset
              </Button>
            </div>
            <FilterForm label="Filters" keep={['search']} onChangedBeforeHydration={(values) => apply({ ...parseBrowseUrl(values), page: 1 })}>
              <BrowseFilters state={draft} facets={results.facets} onChange={change} />
            </FilterForm>
          </aside>
          <section aria-labelledby="marketplace-results-title">
            <h2 id="marketplace-results-title" className="visually-hidden">
              Results
            </h2>
            <BrowseResults results={results} page={applied.page} onPage={showPage} hrefOf={pageHref} onReset={reset} />
          </section>
        </div>
      </Container>

      <BrowseMobileFilters open={drawerOpen} onClose={() => setDrawerOpen(false)} state={draft} facets={results.facets} onApply={(next) => apply({ ...next, page: 1 })} />
    </>
  );
}

/** The search field keeps its own text (spaces while typing) and follows the URL when that changes elsewhere. */
function SearchBox({ search, onChange, onSubmit }: { search: string; onChange: (text: string) => void; onSubmit: (text: string) => void }) {
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (text.trim() !== search) setText(search);
  }
  return (
    <ListingSearch
      label="Search listings"
      placeholder="Search brand, model or reference"
      value={text}
      onType={(value) => {
        setText(value);
        onChange(value);
      }}
      onSearch={onSubmit}
    />
  );
}
