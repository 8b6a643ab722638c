export { ListingPage } from './listing-page';
export { CollectionRedirect, collectionPath } from './collection-redirect';
export { COLLECTIONS, categoryTitle, collectionOf, parseCategory, type ListingCategory, type ListingCollection } from './listing-rules';
