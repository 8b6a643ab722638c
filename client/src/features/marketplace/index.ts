/* The seller page is imported on its own: its reviews run GraphQL hooks, which the other marketplace pages' first screens do without (issue 17). */
export { MarketplaceLandingPage } from './marketplace-landing-page';
export { MarketplaceBrowsePage } from './marketplace-browse-page';
export { MarketplaceListingPage } from './marketplace-listing-page';
