import { ConsultationPage } from '../features/consultation';

/** `/style-consultation` (accounts-support-info.md §2). */
export default function StyleConsultationRoute() {
  return <ConsultationPage />;
}
