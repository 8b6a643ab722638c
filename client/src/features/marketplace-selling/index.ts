export { EditListingPage } from './edit-listing-page';
export { ListingForm } from './listing-form';
export { SellerDashboard } from './seller-dashboard';
export { CommissionNote } from './commission-note';
