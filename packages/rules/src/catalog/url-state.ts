import { CATEGORY_URL } from './category-url.js';
import { DEPARTMENT_URL } from './department-url.js';
import type { ListingScope, ListingState, ListingUrlRules, ListingVariables } from './listing-state.js';

/**
 * A listing of either kind, for the code that serves both (the server's page
 * plan): the rules of its kind. A route's own code imports its kind's module
 * (department-url.ts, category-url.ts) and so holds only those.
 */
export const urlRulesOf = <S extends ListingScope>(scope: S): ListingUrlRules<S> =>
  (scope.kind === 'department' ? DEPARTMENT_URL : CATEGORY_URL) as unknown as ListingUrlRules<S>;

/** The state a first visit starts from (the server sees no saved filters). */
export const initialListingState = (search: string, scope: ListingScope, saved: unknown): ListingState => urlRulesOf(scope).initial(search, scope, saved);

/** The listing query's variables for a state (also what the server inlines with the page). */
export const listingVariables = (state: ListingState, scope: ListingScope, shown?: number): ListingVariables => urlRulesOf(scope).variables(state, scope, shown);
