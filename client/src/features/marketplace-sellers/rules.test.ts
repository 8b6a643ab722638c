import { describe, expect, it } from 'vitest';
import { applicationFormData, documentError, SELLER_MESSAGES, validateApplicationForm } from './rules';

const pdf = (size = 20) => new File([new Uint8Array(size)], 'passport.pdf', { type: 'application/pdf' });
const VALID = {
  sellerType: 'private' as const,
  legalName: 'Amelia Hart',
  addressLine: '12 Mount Street',
  city: 'London',
  postcode: 'w1k 2aa',
  sortCode: '12-34-56',
  accountNumber: '12345678',
  acceptTerms: true,
  document: pdf(),
};

describe('the seller application form', () => {
  it('accepts a complete private application', () => {
    expect(validateApplicationForm(VALID)).toEqual({});
  });

  it('asks dealers for a business name and company number, with the server’s words', () => {
    expect(validateApplicationForm({ ...VALID, sellerType: 'dealer' })).toEqual({ businessName: SELLER_MESSAGES.businessName, companyNumber: SELLER_MESSAGES.companyNumber });
  });

  it('needs the terms and an identity document that is an image or a PDF of 10 MB or less', () => {
    expect(validateApplicationForm({ ...VALID, acceptTerms: false, document: null })).toEqual({ acceptTerms: SELLER_MESSAGES.acceptTerms, document: SELLER_MESSAGES.document });
    expect(documentError(new File(['x'], 'setup.exe', { type: 'application/x-msdownload' }))).toBe(SELLER_MESSAGES.documentType);
    expect(documentError(pdf(10 * 1024 * 1024 + 1))).toBe(SELLER_MESSAGES.documentSize);
    expect(documentError(new File(['x'], 'id.png', { type: 'image/png' }))).toBeUndefined();
  });

  it('sends the fields the server reads, dealer fields only for dealers', () => {
    const form = applicationFormData({ ...VALID, businessName: 'Left over' });
    expect(form.get('sellerType')).toBe('private');
    expect(form.get('acceptTerms')).toBe('true');
    expect(form.has('businessName')).toBe(false);
    expect((form.get('document') as File).name).toBe('passport.pdf');
  });
});
