export { FeaturedSection } from './featured-section';
export { FEATURED_LIMIT } from './featured';
