export { FeaturedSection } from './featured-section';
export { FEATURED_LIMIT } from './featured';
export { ProductCard, type ProductCardProps } from './product-card';
export { ProductCardSkeleton } from './product-card-skeleton';
export { ProductGrid, ProductGridSkeleton } from './product-grid';
export { StarRating, DISPLAY_RATING } from './star-rating';
