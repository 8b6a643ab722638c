export { CollectionListingPage } from './collection-listing-page';
