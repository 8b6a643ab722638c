export { ConsultationPage } from './consultation-page';
