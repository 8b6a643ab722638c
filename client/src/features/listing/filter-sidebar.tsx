import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Switch } from '../../components/ui';
import type { ListingFacets_FacetsFragment, ProductSort } from '../../gql/graphql';
import { FacetChecklist } from './facet-checklist';
import { facetOptions, type ListGroup } from '@aurum/rules/catalog/filter-groups';
import { FilterSection } from './filter-section';
import { CASE_SIZE, type ListingFilters } from '@aurum/rules/catalog/listing-filters';
import { CATEGORY_SCOPES, PRICE_SLIDER, GENERAL_SORT_OPTIONS, type ListingCategory } from '@aurum/rules/catalog/listing-rules';
import { toggleValue } from '@aurum/rules/catalog/toggle-value';
import type { ListingState } from '@aurum/rules/catalog/listing-state';
import { RangeSlider } from './range-slider';
import { formatSliderPounds } from '../../lib/money';

export interface FilterSidebarProps {
  category: ListingCategory;
  state: ListingState;
  facets: ListingFacets_FacetsFragment | null;
  onChange: (patch: Partial<ListingState>) => void;
}

/** A checkbox group: the category's own (in the spec's order) or brands and materials (A–Z, no fixed vocabulary). */
type Checklist = Omit<ListGroup, 'key' | 'options'> & { key: ListGroup['key'] | 'brands' | 'materials'; options: ListGroup['options'] | null };

const pounds = (value: number) => formatSliderPounds(value, PRICE_SLIDER.max);
const millimetres = (value: number) => `${value} mm`;

/** The general listing's filters (storefront.md §2), plus the watch or clothing groups of §9. */
export function FilterSidebar({ category, state, facets, onChange }: FilterSidebarProps) {
  const theme = useTheme();
  const sortId = useId();
  const { filters } = state;
  const scope = CATEGORY_SCOPES[category];
  const patch = (change: Partial<ListingFilters>) => onChange({ filters: { ...filters, ...change } });

  const checklist = ({ key, title, options }: Checklist, defaultOpen: boolean) => (
    <FilterSection key={key} title={title} defaultOpen={defaultOpen}>
      <FacetChecklist
        legend={title}
        options={facetOptions(options, facets?.[key], filters[key])}
        selected={filters[key]}
        onToggle={(value) => patch({ [key]: toggleValue(filters[key], value) })}
      />
    </FilterSection>
  );

  return (
    <div>
      <div css={css`display: grid; gap: ${theme.space[2]}; padding-bottom: ${theme.space[4]}; border-bottom: 1px solid var(--hairline);`}>
        <label htmlFor={sortId} css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}>
          Sort by
        </label>
        <select
          id={sortId}
          value={state.sort}
          onChange={(e) => onChange({ sort: e.currentTarget.value as ProductSort })}
          css={css`
            min-height: 2.75rem;
            padding: 0 ${theme.space[3]};
            border: 1px solid var(--hairline);
            border-bottom-color: var(--fg-muted);
            border-radius: 0;
            background: transparent;
            color: var(--fg);
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {GENERAL_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FilterSection title="Price">
        <RangeSlider
          label="price"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={[filters.minPrice, filters.maxPrice]}
          onChange={([minPrice, maxPrice]) => patch({ minPrice, maxPrice })}
          format={pounds}
        />
      </FilterSection>
      <div css={css`padding-block: ${theme.space[4]}; border-bottom: 1px solid var(--hairline);`}>
        <Switch label="In stock only" checked={filters.inStock} onChange={(inStock) => patch({ inStock })} />
      </div>
      {checklist({ key: 'brands', title: 'Brands', options: null }, true)}
      {checklist({ key: 'materials', title: 'Materials', options: null }, true)}
      {scope.watchExtras && (
        <FilterSection title="Case Size" defaultOpen={false}>
          <RangeSlider
            label="case size"
            min={CASE_SIZE.min}
            max={CASE_SIZE.max}
            step={CASE_SIZE.step}
            value={[filters.caseSizeMin, filters.caseSizeMax]}
            onChange={([caseSizeMin, caseSizeMax]) => patch({ caseSizeMin, caseSizeMax })}
            format={millimetres}
          />
        </FilterSection>
      )}
      {scope.groups.map((group) => checklist(group, false))}
      {scope.watchExtras && (
        <div css={css`display: grid; gap: ${theme.space[4]}; padding-block: ${theme.space[4]};`}>
          <Switch
            label="Box and papers"
            description={facets ? `${facets.boxAndPapers} watches` : undefined}
            checked={filters.boxAndPapers}
            onChange={(boxAndPapers) => patch({ boxAndPapers })}
          />
          <Switch
            label="Limited edition"
            description={facets ? `${facets.limitedEdition} watches` : undefined}
            checked={filters.limitedEdition}
            onChange={(limitedEdition) => patch({ limitedEdition })}
          />
        </div>
      )}
    </div>
  );
}
