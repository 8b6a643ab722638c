import { useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, CloseIcon, Drawer, Switch } from '../../components/ui';
import type { CollectionListingQuery } from '../../gql/graphql';
import { CaseSizeFilter } from './case-size-filter';
import { FacetChecklist } from './facet-checklist';
import type { Department } from '@aurum/rules/catalog/department';
import { FilterSection } from './filter-section';
import { facetOptions } from '@aurum/rules/catalog/filter-groups';
import { groupOptions } from './filter-options';
import { toggleValue, type FlagKey, type ListingFilters } from '@aurum/rules/catalog/listing-filters';
import { PriceFilter } from './price-filter';
import { viewResultsLabel } from './results-text';

export type ListingFacets = CollectionListingQuery['products']['facets'];

interface FilterPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  department: Department;
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  onClearAll: () => void;
  facets: ListingFacets | undefined;
  /** Results for the current filters; null while the first answer is loading. */
  total: number | null;
}

/** Brands and price start open (storefront.md §2); the rest start collapsed. */
const INITIALLY_OPEN = ['brands', 'price'];

/** The side panel of every filter group, sliding in from the left. */
export function FilterPanel({ id, open, onClose, department, filters, onChange, onClearAll, facets, total }: FilterPanelProps) {
  const theme = useTheme();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState<string[]>(INITIALLY_OPEN);
  const section = (key: string) => ({
    look: 'panel' as const,
    open: expanded.includes(key),
    onToggle: () => setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key])),
  });
  const flag = (key: FlagKey, label: string, count?: number) => (
    <Switch
      label={label}
      description={count === undefined ? undefined : `${count} available`}
      checked={filters[key]}
      onChange={(checked) => onChange({ ...filters, [key]: checked })}
    />
  );

  return (
    <Drawer open={open} onClose={onClose} label={department.panelTitle} side="left" width="min(25rem, 100vw)" id={id} initialFocusRef={closeRef}>
      <div
        css={css`
          position: sticky;
          top: 0;
          z-index: 1;
          display: flex;
          align-items: center;
          justify-content: space-between;
          padding: ${theme.space[4]} ${theme.space[5]};
          background: ${theme.colors.ivory};
          border-bottom: 1px solid var(--hairline);
        `}
      >
        <h2 css={css`font-size: ${theme.fontSizes['2xl']};`}>{department.panelTitle}</h2>
        <button
          ref={closeRef}
          type="button"
          aria-label="Close filters"
          onClick={onClose}
          css={css`display: grid; place-items: center; width: 2.75rem; height: 2.75rem; margin-right: -0.75rem; border: 0; background: none; color: var(--fg); cursor: pointer;`}
        >
          <CloseIcon />
        </button>
      </div>

      <div css={css`flex: 1; padding: 0 ${theme.space[5]};`}>
        <FilterSection title="Brands" selected={filters.brands.length} {...section('brands')}>
          <FacetChecklist
            look="panel"
            countNoun="results"
            legend="Brands"
            options={facetOptions(null, facets?.brands, filters.brands)}
            selected={filters.brands}
            onToggle={(value) => onChange(toggleValue(filters, 'brands', value))}
          />
        </FilterSection>
        <FilterSection title="Price" {...section('price')}>
          <PriceFilter
            value={{ min: filters.minPrice, max: filters.maxPrice }}
            ceiling={department.priceCeiling}
            onChange={(range) => onChange({ ...filters, minPrice: range.min, maxPrice: range.max })}
          />
        </FilterSection>
        {department.groups.map((group) => (
          <FilterSection key={group.key} title={group.title} selected={filters[group.key].length} {...section(group.key)}>
            <FacetChecklist
              look="panel"
              countNoun="results"
              legend={group.title}
              options={groupOptions(group, facets?.[group.key])}
              selected={filters[group.key]}
              onToggle={(value) => onChange(toggleValue(filters, group.key, value))}
            />
          </FilterSection>
        ))}
        {department.watchExtras && (
          <FilterSection title="Case Size" {...section('caseSize')}>
            <CaseSizeFilter
              min={filters.caseSizeMin}
              max={filters.caseSizeMax}
              onChange={(min, max) => onChange({ ...filters, caseSizeMin: min, caseSizeMax: max })}
            />
          </FilterSection>
        )}
        <FilterSection title="Materials" selected={filters.materials.length} {...section('materials')}>
          <FacetChecklist
            look="panel"
            countNoun="results"
            legend="Materials"
            options={facetOptions(null, facets?.materials, filters.materials)}
            selected={filters.materials}
            onToggle={(value) => onChange(toggleValue(filters, 'materials', value))}
          />
        </FilterSection>
        <FilterSection title="Availability" {...section('availability')}>
          <div css={css`display: grid; gap: ${theme.space[5]};`}>
            {flag('inStock', 'In stock only')}
            {department.watchExtras && flag('boxAndPapers', 'Box and papers', facets?.boxAndPapers)}
            {department.watchExtras && flag('limitedEdition', 'Limited edition', facets?.limitedEdition)}
          </div>
        </FilterSection>
      </div>

      <div
        css={css`
          position: sticky;
          bottom: 0;
          display: grid;
          grid-template-columns: auto 1fr;
          gap: ${theme.space[3]};
          padding: ${theme.space[4]} ${theme.space[5]};
          background: ${theme.colors.ivory};
          border-top: 1px solid var(--hairline);
        `}
      >
        <Button variant="secondary" onClick={onClearAll}>
          Clear All
        </Button>
        <Button onClick={onClose} aria-live="polite">
          {total === null ? 'View Results' : viewResultsLabel(total)}
        </Button>
      </div>
    </Drawer>
  );
}
