export { AlertList } from './alert-list';
export { SavedSearchList } from './saved-search-list';
