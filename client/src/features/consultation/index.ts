export { ConsultationPage } from './consultation-page';
export { SavedConsultations } from './saved-consultations';
