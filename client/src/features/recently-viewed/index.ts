export { RecentlyViewedStrip, VIEW_ALL_ABOVE } from './recently-viewed-strip';
export { RecentlyViewedPage } from './recently-viewed-page';
