export { ProductDetailPage } from './product-detail-page';
