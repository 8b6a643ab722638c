import { InfoPage } from '../features/info-pages';
import { developersPage } from '../features/info-pages/pages/developers';

/** `/developers`: the partner API guide. */
export default function DevelopersPage() {
  return <InfoPage page={developersPage} />;
}
