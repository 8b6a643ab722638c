import { sendMultipart } from '../../lib/send-multipart';
import { applicationFormData, type ApplicationValues } from './rules';

export const APPLICATION_FAILURE = 'Your application could not be sent. Please try again.';

/** POST /api/marketplace/seller-application; a refusal comes back in the server's words, field by field. */
export const submitApplication = (values: ApplicationValues) =>
  sendMultipart<{ sellerId: string; status: string }>('POST', '/api/marketplace/seller-application', applicationFormData(values), APPLICATION_FAILURE);
