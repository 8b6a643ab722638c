import { CatalogueState } from '../modules/catalog/catalogue-state.entity';
import { Product } from '../modules/catalog/product.entity';
import { SearchTerm } from '../modules/catalog/search-term.entity';

/** Every entity the ORM knows; a module adds its entities here. */
export const ENTITIES = [Product, SearchTerm, CatalogueState];
