export { ListingPage } from './listing-page';
export { CollectionRedirect, collectionPath } from './collection-redirect';
export { COLLECTIONS, categoryTitle, parseCategory, type ListingCategory, type ListingCollection } from './listing-rules';
