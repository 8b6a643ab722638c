import { ReturnRequestPage } from './requests';

/** /account/return-request */
export default ReturnRequestPage;
