export { MarketplaceLandingPage } from './marketplace-landing-page';
export { MarketplaceBrowsePage } from './marketplace-browse-page';
export { MarketplaceListingPage } from './marketplace-listing-page';
export { MarketplaceSellerPage } from './marketplace-seller-page';
