import { RepairRequestPage } from './requests';

/** /account/repair-request */
export default RepairRequestPage;
