export { AccountLayout, AccountSection, ACCOUNT_NAV } from './account-layout';
export { ContactForm } from './contact-form';
export { ProfileForm } from './profile-form';
export { ServiceRequestForm, type ServiceRequestKind } from './service-request-form';
export { ServiceRequestList } from './service-request-list';
