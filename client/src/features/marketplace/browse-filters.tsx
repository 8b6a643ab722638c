import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Switch } from '../../components/ui';
import type { MarketplaceFacets_FacetsFragment, MarketplaceSort } from '../../gql/graphql';
import { formatPence, formatSliderPounds } from '../../lib/money';
import { FacetChecklist } from '../listing/facet-checklist';
import { FilterSection } from '../listing/filter-section';
import { toggleValue } from '@aurum/rules/catalog/toggle-value';
import { RangeSlider } from '../listing/range-slider';
import { CASE_SIZE_RANGE, LIST_PARAMS, PRICE_RANGE, rangeParams, YEAR_RANGE, type BrowseState } from '@aurum/rules/marketplace/browse-url';
import { WORKS_BEFORE_HYDRATION } from '../../lib/hydration';
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

const live = { [WORKS_BEFORE_HYDRATION]: '' };
const sortToken = (sort: MarketplaceSort) => SORT_OPTIONS.find((option) => option.value === sort)?.token;
const sortOf = (token: string) => SORT_OPTIONS.find((option) => option.token === token)?.value ?? 'NEWEST';

/**
 * Sort, the checklists with counts, box and papers, and the three ranges. Every field is named as the URL names it
 * (the sort by its URL token), so inside a GET form (FilterForm) they work before hydration.
 */
export function BrowseFilters({ state, facets, onChange }: BrowseFiltersProps) {
  const theme = useTheme();
  const sortId = useId();
  const caps = css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`;
  const priceHint = facets?.price.min && facets.price.max ? `Listed from ${formatPence(facets.price.min.amount)} to ${formatPence(facets.price.max.amount)}` : null;

  return (
    <div>
      <div css={css`display: grid; gap: ${theme.space[2]}; padding-bottom: ${theme.space[4]}; border-bottom: 1px solid var(--hairline);`}>
        <label htmlFor={sortId} {...live} css={caps}>
          Sort by
        </label>
        <select
          id={sortId}
          name="sort"
          {...live}
          value={sortToken(state.sort)}
          onChange={(e) => onChange({ sort: sortOf(e.currentTarget.value) })}
          css={css`min-height: 2.75rem; padding: 0 ${theme.space[3]}; border: 1px solid var(--hairline); border-bottom-color: var(--fg-muted); border-radius: 0; background: transparent; color: var(--fg); font-size: ${theme.fontSizes.sm};`}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.token}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FilterSection title="Brand">
        <FacetChecklist
          legend="Brand"
          name={LIST_PARAMS.brands}
          countNoun="listings"
          options={checklistOptions([], facets?.brands, state.brands)}
          selected={state.brands}
          onToggle={(value) => onChange({ brands: toggleValue(state.brands, value) })}
        />
      </FilterSection>
      <FilterSection title="Condition">
        <FacetChecklist
          legend="Condition"
          name={LIST_PARAMS.conditions}
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
          name={LIST_PARAMS.sellerTypes}
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
          name="boxAndPapers"
          description={facets ? `${facets.boxAndPapers} ${facets.boxAndPapers === 1 ? 'listing' : 'listings'}` : undefined}
          checked={state.boxAndPapers}
          onChange={(boxAndPapers) => onChange({ boxAndPapers })}
        />
      </div>
      <FilterSection title="Price">
        <RangeSlider label="price" names={rangeParams('price')} {...PRICE_RANGE} value={state.price} onChange={(price) => onChange({ price }, true)} format={pounds} />
        {priceHint && <p css={css`margin-top: ${theme.space[3]}; font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>{priceHint}</p>}
      </FilterSection>
      <FilterSection title="Year">
        <RangeSlider label="year" names={rangeParams('year')} {...YEAR_RANGE} value={state.year} onChange={(year) => onChange({ year }, true)} format={year} />
      </FilterSection>
      <FilterSection title="Case Size" defaultOpen={false}>
        <RangeSlider label="case size" names={rangeParams('caseSize')} {...CASE_SIZE_RANGE} value={state.caseSize} onChange={(caseSize) => onChange({ caseSize }, true)} format={millimetres} />
      </FilterSection>
    </div>
  );
}
