import { ContactPage } from '../features/support';

/** /contact: the support ticket page (signed-in clients; visitors see the sign-in prompt). */
export default function ContactRoute() {
  return <ContactPage />;
}
