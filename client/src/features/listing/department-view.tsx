import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { css, useTheme } from '@emotion/react';
import { Container } from '../../components/ui';
import { DEDICATED_CART_TOASTS, useQuickView } from '../../components/product';
import { useProductInteractions } from '../../lib/shop-lists';
import { ActiveFilterChips } from './active-filter-chips';
import { BackToTop } from './back-to-top';
import { rankByLocalScore } from './client-order';
import { DEBOUNCE_MS, PAGE_SIZE, type Department } from '@aurum/rules/catalog/department';
import { DEPARTMENT_URL } from '@aurum/rules/catalog/department-url';
import { listingAtoms } from './listing-storage';
import { useFreshPage } from './use-fresh-page';
import { FilterPresets } from './filter-presets';
import { activeFilters, type ActiveFilter } from './active-filters';
import type { ListingState } from '@aurum/rules/catalog/listing-state';
import { ListingHero } from './listing-hero';
import type { ListingView, ListingViewProps } from './listing-page';
import { CollectionListingDocument } from '../../gql/hooks';
import { ListingResults } from './listing-results';
import { ListingSearch } from './listing-search';
import { ListingToolbar, type ViewMode } from './listing-toolbar';
import { pageCount } from './pagination';
import { PaginationNav } from './pagination-nav';
import { QuickChipBar } from './quick-chip-bar';
import { toggleChipTag } from './quick-chips';
import { RecentlyViewedStrip } from './recently-viewed-strip';
import { showingLine } from './results-text';
import { useListingShortcuts } from './use-listing-shortcuts';
import { lazyWhenNear } from '../../lib/later-hydration';

/** The band below the listing: its code loads, and it hydrates, when it comes near (issue 35; the server renders it in full). */
const CuratedExcellence = lazyWhenNear('curated-excellence', () => import('./curated-excellence'));

const PANEL_ID = 'listing-filter-panel';
/** The filter panel is a closed drawer until asked for: it loads at the first open, not with the page. */
const FilterPanel = lazy(() => import('./filter-panel').then(({ FilterPanel }) => ({ default: FilterPanel })));
const keepApplied = () => undefined;

/** The dedicated listings' look, /watches and /clothing (storefront.md §2): hero, quick chips, filter panel, numbered pages. */
function DepartmentLayout({ scope: department, listing: controls, query }: ListingViewProps<Department>) {
  const theme = useTheme();
  const { state, setFilters, setSearch, setSort, setPage, clearAll } = controls;
  const { answer: listing, initialLoading, stale, failed, retry } = query;
  const location = useLocation();
  const [panelOpen, setPanelOpen] = useState(false);
  // Mounted from the first open on, so closing it (open=false) hands the focus back as the drawer does.
  const [panelWanted, setPanelWanted] = useState(false);
  if (panelOpen && !panelWanted) setPanelWanted(true);
  const [view, setView] = useState<ViewMode>('grid');
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const quickView = useQuickView(DEDICATED_CART_TOASTS);
  const { curatedScore } = useProductInteractions();

  const active = activeFilters(state.filters, department);
  const total = failed ? 0 : (listing?.totalCount ?? null);
  const products = useMemo(() => {
    const items = failed ? [] : (listing?.items ?? []);
    return state.sort === 'CURATED' ? rankByLocalScore(items, (id) => curatedScore(id)) : items;
  }, [listing, failed, state.sort, curatedScore]);

  // The addresses of other states, for the controls that are links (they work before hydration).
  const hrefOf = (next: ListingState) => `${location.pathname}${DEPARTMENT_URL.queryString('', next, department)}`;
  const pageHref = (page: number) => hrefOf({ ...state, page });
  const chipLinks = {
    without: (filter: ActiveFilter) => hrefOf({ ...state, filters: filter.without, page: 1 }),
    withoutSearch: hrefOf({ ...state, search: '', page: 1 }),
    cleared: hrefOf({ ...DEPARTMENT_URL.defaults(department), sort: state.sort }),
  };
  const goToPage = (page: number) => {
    setPage(page);
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  useListingShortcuts({
    panelId: PANEL_ID,
    focusSearch: () => searchRef.current?.focus(),
    toggleFilters: () => setPanelOpen((open) => !open),
    closeFilters: () => setPanelOpen(false),
  });

  const totalPages = pageCount(total ?? 0, PAGE_SIZE);
  // A shared link to a page that no longer exists lands on the last one.
  const beyondLastPage = !stale && total !== null && total > 0 && state.page > totalPages;
  useEffect(() => {
    if (beyondLastPage) setPage(totalPages);
  }, [beyondLastPage, totalPages, setPage]);

  return (
    <>
      <ListingHero department={department} total={total} />
      <QuickChipBar
        department={department}
        tags={state.filters.tags}
        onToggle={(tag) => setFilters({ ...state.filters, tags: toggleChipTag(state.filters.tags, tag) })}
        activeCount={active.length}
        panelOpen={panelOpen}
        panelId={PANEL_ID}
        onOpenFilters={() => setPanelOpen(true)}
      />

      <Container>
        <div css={css`display: grid; gap: ${theme.space[4]}; padding-block: ${theme.space[6]} ${theme.space[8]};`}>
          <ListingToolbar
            search={
              <ListingSearch
                look="toolbar"
                value={state.search}
                placeholder={department.searchPlaceholder}
                settleMs={DEBOUNCE_MS.search}
                onSearch={setSearch}
                inputRef={searchRef}
              />
            }
            presets={<FilterPresets department={department} filters={state.filters} onLoad={setFilters} />}
            sort={state.sort}
            onSort={setSort}
            view={view}
            onView={setView}
          />
          <ActiveFilterChips
            filters={active}
            search={state.search}
            onRemove={(filter) => setFilters(filter.without)}
            onClearSearch={() => setSearch('')}
            onClearAll={clearAll}
            links={chipLinks}
          />
          <h2
            ref={resultsRef}
            tabIndex={-1}
            aria-live="polite"
            css={css`
              min-height: 1.5rem;
              font-family: ${theme.fonts.text};
              font-size: ${theme.fontSizes.sm};
              font-weight: 400;
              color: var(--fg-muted);
              scroll-margin-top: 12rem;
              &:focus {
                outline: none;
              }
            `}
          >
            {total !== null && showingLine(state.page, total, PAGE_SIZE)}
          </h2>

          <ListingResults
            department={department}
            products={products}
            view={view}
            initialLoading={initialLoading}
            stale={stale}
            failed={failed}
            onRetry={retry}
            onClearAll={clearAll}
            onQuickView={quickView.open}
          />
          <PaginationNav page={state.page} totalPages={totalPages} onPage={goToPage} hrefOf={pageHref} />
        </div>
      </Container>

      <RecentlyViewedStrip />
      <Suspense fallback={null}>
        <CuratedExcellence department={department} />
      </Suspense>
      <BackToTop />
      {quickView.dialog}
      {panelWanted && (
        <Suspense fallback={null}>
          <FilterPanel
            id={PANEL_ID}
            open={panelOpen}
            onClose={() => setPanelOpen(false)}
            department={department}
            filters={state.filters}
            onChange={setFilters}
            onClearAll={clearAll}
            facets={failed ? undefined : listing?.facets}
            total={total}
          />
        </Suspense>
      )}
    </>
  );
}

/** /watches and /clothing: one numbered page at a time. */
export const DepartmentView: ListingView<Department> = {
  Component: DepartmentLayout,
  page: CollectionListingDocument,
  usePaging: useFreshPage,
  url: DEPARTMENT_URL,
  // The search settles in its box and the sliders in the panel: the query uses the controls' state as it is.
  useApplied: (state) => ({ applied: state, flush: keepApplied }),
  savedFilters: (department) => listingAtoms(department).filters,
};
