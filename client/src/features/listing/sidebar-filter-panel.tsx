import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Switch } from '../../components/ui';
import type { ListingFacets_FacetsFragment } from '../../gql/graphql';
import { FacetChecklist } from './facet-checklist';
import { facetOptions, GROUP_LABELS } from './filter-groups';
import { FilterSection } from './sidebar-filter-section';
import {
  CASE_SIZE_SLIDER,
  CLOTHING_GROUPS,
  PRICE_SLIDER,
  SORT_OPTIONS,
  toggleValue,
  WATCH_GROUPS,
  type ListingCategory,
  type ListingFilters,
  type SortOption,
  type ValueGroup,
} from './listing-rules';
import { RangeSlider } from './range-slider';
import { formatSliderPounds } from '../../lib/money';

export interface FilterPanelProps {
  category: ListingCategory;
  filters: ListingFilters;
  facets: ListingFacets_FacetsFragment | null;
  onChange: (patch: Partial<ListingFilters>) => void;
}

const pounds = (value: number) => formatSliderPounds(value, PRICE_SLIDER.max);
const millimetres = (value: number) => `${value} mm`;

/** The sidebar filters of storefront.md §2, plus the watch or clothing groups of §9. */
export function FilterPanel({ category, filters, facets, onChange }: FilterPanelProps) {
  const theme = useTheme();
  const sortId = useId();
  const groups: ValueGroup[] = ['brands', 'materials'];
  const extra = category === 'watches' ? WATCH_GROUPS : category === 'clothing' ? CLOTHING_GROUPS : [];

  const checklist = (group: ValueGroup, defaultOpen: boolean) => (
    <FilterSection key={group} title={GROUP_LABELS[group]} defaultOpen={defaultOpen}>
      <FacetChecklist
        legend={GROUP_LABELS[group]}
        options={facetOptions(group, facets?.[group], filters[group])}
        selected={filters[group]}
        onToggle={(value) => onChange({ [group]: toggleValue(filters[group], value) })}
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
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.currentTarget.value as SortOption })}
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
          {SORT_OPTIONS.map((option) => (
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
          value={[filters.priceMin, filters.priceMax]}
          onChange={([priceMin, priceMax]) => onChange({ priceMin, priceMax })}
          format={pounds}
        />
      </FilterSection>
      <div css={css`padding-block: ${theme.space[4]}; border-bottom: 1px solid var(--hairline);`}>
        <Switch label="In stock only" checked={filters.inStock} onChange={(inStock) => onChange({ inStock })} />
      </div>
      {groups.map((group) => checklist(group, true))}
      {category === 'watches' && (
        <FilterSection title="Case Size" defaultOpen={false}>
          <RangeSlider
            label="case size"
            min={CASE_SIZE_SLIDER.min}
            max={CASE_SIZE_SLIDER.max}
            step={CASE_SIZE_SLIDER.step}
            value={[filters.caseSizeMin, filters.caseSizeMax]}
            onChange={([caseSizeMin, caseSizeMax]) => onChange({ caseSizeMin, caseSizeMax })}
            format={millimetres}
          />
        </FilterSection>
      )}
      {extra.map((group) => checklist(group, false))}
      {category === 'watches' && (
        <div css={css`display: grid; gap: ${theme.space[4]}; padding-block: ${theme.space[4]};`}>
          <Switch
            label="Box and papers"
            description={facets ? `${facets.boxAndPapers} watches` : undefined}
            checked={filters.boxAndPapers}
            onChange={(boxAndPapers) => onChange({ boxAndPapers })}
          />
          <Switch
            label="Limited edition"
            description={facets ? `${facets.limitedEdition} watches` : undefined}
            checked={filters.limitedEdition}
            onChange={(limitedEdition) => onChange({ limitedEdition })}
          />
        </div>
      )}
    </div>
  );
}
