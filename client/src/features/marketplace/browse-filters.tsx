import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Switch } from '../../components/ui';
import type { MarketplaceFacets_FacetsFragment, MarketplaceSort } from '../../gql/graphql';
import { formatPence, formatSliderPounds } from '../../lib/money';
import { FacetChecklist } from '../listing/facet-checklist';
import { FilterSection } from '../listing/filter-section';
import { toggleValue } from '@aurum/rules/catalog/toggle-value';
import { RangeSlider } from '../listing/range-slider';
import { CASE_SIZE_RANGE, PRICE_RANGE, YEAR_RANGE, type BrowseState } from '@aurum/rules/marketplace/browse-url';
import { checklistOptions } from './facet-options';
import { CONDITIONS, SELLER_TYPES, SORT_OPTIONS } from '@aurum/rules/marketplace/browse-options';
import { conditionLabel, sellerTypeLabel } from './marketplace-rules';

export interface BrowseFiltersProps {
  state: BrowseState;
  facets: MarketplaceFacets_FacetsFragment | null;
  /** `settle`: the change comes from a slider and applies once it rests. */
  onChange: (patch: Partial<BrowseState>, settle?: boolean) => void;
}

const pounds = (value: number) => formatSliderPounds(value, PRICE_RANGE.max);
const year = (value: number) => (value === YEAR_RANGE.min ? `${value} or earlier` : String(value));
const millimetres = (value: number) => `${value} mm`;

/** Sort, the checklists with counts, box and papers, and the three ranges. */
export function BrowseFilters({ state, facets, onChange }: BrowseFiltersProps) {
  const theme = useTheme();
  const sortId = useId();
  const caps = css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`;
  const priceHint = facets?.price.min && facets.price.max ? `Listed from ${formatPence(facets.price.min.amount)} to ${formatPence(facets.price.max.amount)}` : null;

  return (
    <div>
      <div css={css`display: grid; gap: ${theme.space[2]}; padding-bottom: ${theme.space[4]}; border-bottom: 1px solid var(--hairline);`}>
        <label htmlFor={sortId} css={caps}>
          Sort by
        </label>
        <select
          id={sortId}
          value={state.sort}
          onChange={(e) => onChange({ sort: e.currentTarget.value as MarketplaceSort })}
          css={css`min-height: 2.75rem; padding: 0 ${theme.space[3]}; border: 1px solid var(--hairline); border-bottom-color: var(--fg-muted); border-radius: 0; background: transparent; color: var(--fg); font-size: ${theme.fontSizes.sm};`}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FilterSection title="Brand">
        <FacetChecklist
          legend="Brand"
          countNoun="listings"
          options={checklistOptions([], facets?.brands, state.brands)}
          selected={state.brands}
          onToggle={(value) => onChange({ brands: toggleValue(state.brands, value) })}
        />
      </FilterSection>
      <FilterSection title="Condition">
        <FacetChecklist
          legend="Condition"
          countNoun="listings"
          labelOf={conditionLabel}
          options={checklistOptions(CONDITIONS, facets?.conditions, state.conditions)}
          selected={state.conditions}
          onToggle={(value) => onChange({ conditions: toggleValue(state.conditions, value) as BrowseState['conditions'] })}
        />
      </FilterSection>
      <FilterSection title="Seller">
        <FacetChecklist
          legend="Seller type"
          countNoun="listings"
          labelOf={sellerTypeLabel}
          options={checklistOptions(SELLER_TYPES, facets?.sellerTypes, state.sellerTypes)}
          selected={state.sellerTypes}
          onToggle={(value) => onChange({ sellerTypes: toggleValue(state.sellerTypes, value) as BrowseState['sellerTypes'] })}
        />
      </FilterSection>
      <div css={css`padding-block: ${theme.space[4]}; border-bottom: 1px solid var(--hairline);`}>
        <Switch
          label="Box and papers"
          description={facets ? `${facets.boxAndPapers} ${facets.boxAndPapers === 1 ? 'listing' : 'listings'}` : undefined}
          checked={state.boxAndPapers}
          onChange={(boxAndPapers) => onChange({ boxAndPapers })}
        />
      </div>
      <FilterSection title="Price">
        <RangeSlider label="price" {...PRICE_RANGE} value={state.price} onChange={(price) => onChange({ price }, true)} format={pounds} />
        {priceHint && <p css={css`margin-top: ${theme.space[3]}; font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>{priceHint}</p>}
      </FilterSection>
      <FilterSection title="Year">
        <RangeSlider label="year" {...YEAR_RANGE} value={state.year} onChange={(year) => onChange({ year }, true)} format={year} />
      </FilterSection>
      <FilterSection title="Case Size" defaultOpen={false}>
        <RangeSlider label="case size" {...CASE_SIZE_RANGE} value={state.caseSize} onChange={(caseSize) => onChange({ caseSize }, true)} format={millimetres} />
      </FilterSection>
    </div>
  );
}
