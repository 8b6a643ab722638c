import { ConsultationPage } from '../features/consultation/consultation-page';

/** `/style-consultation` (accounts-support-info.md §2). */
export default function StyleConsultationRoute() {
  return <ConsultationPage />;
}
