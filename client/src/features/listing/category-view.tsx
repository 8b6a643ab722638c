import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, Container, darkSurface, SlidersIcon } from '../../components/ui';
import { FilterSidebar } from './filter-sidebar';
import type { ListingView, ListingViewProps } from './listing-page';
import { ProductListingDocument } from '../../gql/hooks';
import { useLoadMore } from './use-load-more';
import { activeFilterCount } from '@aurum/rules/catalog/listing-rules';
import { ListingResults } from './load-more-results';
import { ListingSearch } from './listing-search';
import { MobileFilters } from './mobile-filters';
import type { CategoryScope } from '@aurum/rules/catalog/listing-rules';
import { CATEGORY_URL } from '@aurum/rules/catalog/category-url';
import { useSettledState } from './use-settled-state';

const SEARCH_PLACEHOLDER = { all: 'Search watches, clothing and brands', watches: 'Search watches', clothing: 'Search clothing' } as const;

/** The general listing's look, /products/:category (storefront.md §2): sidebar, phone drawer, Load More. */
function CategoryLayout({ scope: { id: category }, title, listing, query }: ListingViewProps<CategoryScope>) {
  const theme = useTheme();
  const { state, update, applyNow, clearAll: reset } = listing;
  const { answer, isCurrent, failed } = query;
  const facets = answer?.facets ?? null;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeCount = activeFilterCount(category, state.filters);

  return (
    <>
      <header css={[darkSurface, css`padding-block: ${theme.space[8]} ${theme.space[7]}; border-bottom: 1px solid ${theme.colors.hairlineDark};`]}>
        <Container>
          <p css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.wide}; text-transform: uppercase; color: var(--accent);`}>
            The Aurum Collection
          </p>
          <h1 css={css`margin-top: ${theme.space[3]}; font-size: ${theme.fontSizes['4xl']}; line-height: 1;`}>{title}</h1>
          <p aria-live="polite" css={css`margin-top: ${theme.space[4]}; min-height: 1.5rem; color: var(--fg-muted);`}>
            {isCurrent && answer && answer.items.length > 0 && <ResultCount shown={answer.items.length} total={answer.totalCount} />}
          </p>
        </Container>
      </header>

      <Container css={css`padding-block: ${theme.space[6]} ${theme.space[9]};`}>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; margin-bottom: ${theme.space[6]};`}>
          <ListingSearch
            label="Search products"
            value={state.search}
            placeholder={SEARCH_PLACEHOLDER[category]}
            onType={(search) => update({ search })}
            onSearch={(search) => applyNow({ ...state, search })}
          />
          <Button
            variant="secondary"
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            fullWidth
            css={css`${theme.mq.md} { display: none; }`}
          >
            <SlidersIcon size={18} /> Filters{activeCount > 0 && ` (${activeCount})`}
          </Button>
        </div>

        <div
          css={css`
            display: grid;
            gap: ${theme.space[7]};
            ${theme.mq.md} {
              grid-template-columns: 16rem minmax(0, 1fr);
            }
            ${theme.mq.lg} {
              grid-template-columns: 17.5rem minmax(0, 1fr);
            }
          `}
        >
          <aside aria-labelledby="listing-filters-title" css={css`display: none; ${theme.mq.md} { display: block; align-self: start; }`}>
            <div css={css`display: flex; align-items: center; justify-content: space-between; padding-bottom: ${theme.space[3]}; border-bottom: 1px solid var(--fg);`}>
              <h2 id="listing-filters-title" css={css`font-size: ${theme.fontSizes.xl};`}>
                Filters
              </h2>
              <Button variant="ghost" size="sm" onClick={reset}>
                Reset
              </Button>
            </div>
            <FilterSidebar category={category} state={state} facets={facets} onChange={update} />
          </aside>
          <section aria-labelledby="listing-results-title">
            {/* The cards' names are h3: on a phone the filters' h2 is in the closed drawer, so the results have their own. */}
            <h2 id="listing-results-title" className="visually-hidden">{`${title} results`}</h2>
            <ListingResults
              answer={isCurrent ? answer : undefined}
              failed={failed}
              loadingMore={query.loadingMore}
              onLoadMore={query.loadMore}
              onReset={reset}
            />
          </section>
        </div>
      </Container>

      <MobileFilters
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        category={category}
        state={state}
        facets={facets}
        onApply={applyNow}
      />
    </>
  );
}

/** /products/:category: the first cards, then Load More. */
export const CategoryView: ListingView<CategoryScope> = {
  Component: CategoryLayout,
  page: ProductListingDocument,
  usePaging: useLoadMore,
  url: CATEGORY_URL,
  useApplied: useSettledState,
};

function ResultCount({ shown, total }: { shown: number; total: number }) {
  const noun = (n: number) => (n === 1 ? 'product' : 'products');
  if (shown >= total) return <>{total} {noun(total)}</>;
  return (
    <>
      Showing {shown} of {total} {noun(total)}
    </>
  );
}
