export { ProductsSection } from './products-section';
export { ProductForm, submitErrorsOf } from './product-form';
export { ProductHistory } from './product-history';
export { EMPTY_PRODUCT, toFormValues, toProductInput, type ProductFormValues } from './product-form-values';
