import type { ProductFilter } from '../product-filter';
import type { FilterGroupKey } from '../product-sql';

/**
 * The facet group each filter field selects in; `null` for the conditions
 * that always apply (department, search, stock, sale). Every field is listed,
 * so a new filter field cannot be left out of the cache keys by accident.
 */
const FIELD_GROUP: Record<keyof ProductFilter, FilterGroupKey | null> = {
  category: null,
  search: null,
  inStock: null,
  onSale: null,
  brands: 'brands',
  materials: 'materials',
  tags: 'tags',
  caseMaterials: 'caseMaterials',
  dialColors: 'dialColors',
  straps: 'straps',
  movements: 'movements',
  waterResistances: 'waterResistances',
  sizes: 'sizes',
  colors: 'colors',
  styles: 'styles',
  seasons: 'seasons',
  fits: 'fits',
  boxAndPapers: 'boxAndPapers',
  limitedEdition: 'limitedEdition',
  minPricePence: 'price',
  maxPricePence: 'price',
  caseSizeMin: 'caseSize',
  caseSizeMax: 'caseSize',
};
const FIELDS = Object.keys(FIELD_GROUP) as (keyof ProductFilter)[];

/**
 * The cache keys of a listing's facet groups. A group's counts (and the
 * price and case-size bounds) are a function of the catalogue and of every
 * selection but the group's own, so rotating listings share most of them (a
 * brands facet is the same whichever brands are chosen). Built once per request.
 */
export class FacetKeys {
  private readonly parts: { group: FilterGroupKey | null; text: string }[] = [];

  /** `searchTerms`: the corrected terms the search resolved to (they, not the typed text, decide the matching set). */
  constructor(filter: ProductFilter, searchTerms: readonly string[] | undefined) {
    for (const field of FIELDS) {
      const value = filter[field];
      if (value === undefined) continue;
      const text = field === 'search' ? JSON.stringify(searchTerms ?? []) : JSON.stringify(value);
      this.parts.push({ group: FIELD_GROUP[field], text: `${field}=${text}` });
    }
  }

  /** The key of a group's rows: every selection but its own. */
  of(group: FilterGroupKey): string {
    let key = `${group}:`;
    for (const part of this.parts) if (part.group !== group) key += `&${part.text}`;
    return key;
  }
}
