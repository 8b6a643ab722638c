export { ProductsSection } from './products-section';
export { ProductForm, submitErrorsOf } from './product-form';
export { ProductHistory } from './product-history';
export { EMPTY_PRODUCT, toFormValues, toProductInput, type ProductFormValues } from './product-form-values';
export { ProductImagesPanel } from './product-images-panel';
export { priceChangeEffect } from './bulk-effect';
