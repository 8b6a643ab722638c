export { BecomeSellerPage } from './become-seller-page';
export { SellerGate } from './seller-gate';
export { SellerPageFrame } from './seller-page-frame';
export { ApplicationStatus, APPLICATION_STATUS_LABELS } from './application-status';
export { FormFileField, FormSelectField } from './form-controls';
