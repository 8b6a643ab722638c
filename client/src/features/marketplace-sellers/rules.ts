import { MAX_DOCUMENT_BYTES, SELLER_MESSAGES, validateApplication } from '@aurum/rules/marketplace/seller-rules';

/**
 * The seller application's rules and messages, shared with the server (@aurum/rules)
 * so the form and the server can never word them differently.
 */
export { SELLER_MESSAGES };

/** The commission the escrow charges (server/src/modules/marketplace/escrow/escrow-terms.ts; the sell page reads it from marketplaceEscrowTerms). */
export const SELLER_COMMISSION_PERCENT = 10;
export const DOCUMENT_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf,.pdf';

export interface ApplicationValues {
  sellerType?: 'private' | 'dealer';
  legalName?: string;
  businessName?: string;
  companyNumber?: string;
  addressLine?: string;
  city?: string;
  postcode?: string;
  sortCode?: string;
  accountNumber?: string;
  acceptTerms?: boolean;
  document?: File | null;
}

const TEXT_FIELDS = ['sellerType', 'legalName', 'businessName', 'companyNumber', 'addressLine', 'city', 'postcode', 'sortCode', 'accountNumber'] as const;

const isDocumentType = (file: File) => file.type === 'application/pdf' || file.type.startsWith('image/') || /\.pdf$/i.test(file.name);

/** The identity document's message, or undefined when it can be sent. */
export function documentError(file: File | null | undefined): string | undefined {
  if (!file) return SELLER_MESSAGES.document;
  if (!isDocumentType(file)) return SELLER_MESSAGES.documentType;
  if (file.size > MAX_DOCUMENT_BYTES) return SELLER_MESSAGES.documentSize;
  return undefined;
}

/** Field → message for react-final-form: the server's rules plus the document. */
export function validateApplicationForm(values: ApplicationValues): Record<string, string> {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  const { errors } = validateApplication({ ...text, acceptTerms: values.acceptTerms === true });
  const document = documentError(values.document);
  return document ? { ...errors, document } : errors;
}

/** The multipart body POST /api/marketplace/seller-application reads. */
export function applicationFormData(values: ApplicationValues): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) {
    if ((name === 'businessName' || name === 'companyNumber') && values.sellerType !== 'dealer') continue;
    form.append(name, values[name] ?? '');
  }
  form.append('acceptTerms', values.acceptTerms ? 'true' : 'false');
  if (values.document) form.append('document', values.document, values.document.name);
  return form;
}
