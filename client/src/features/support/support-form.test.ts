import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES, isValidTicketPhone, validateTicketField } from '@aurum/rules/support/support-rules';
import { TICKET_CATEGORIES } from '@aurum/rules/support/support-categories';
import { successMessage, TICKET_FAILURE } from './submit-ticket';
import { initialFields } from './prefill';

describe('support ticket form rules', () => {
  it('pre-fills the name from first and last name, else the email', () => {
    expect(initialFields({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' })).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', category: '' });
    expect(initialFields({ email: 'ada@example.com', firstName: null, lastName: null }).name).toBe('ada@example.com');
  });

  it('accepts phones with spaces, dashes and brackets: optional + then 1-16 digits not starting with 0', () => {
    expect(isValidTicketPhone('+44 (20) 7946-0958')).toBe(true);
    expect(isValidTicketPhone('1234567890123456')).toBe(true);
    expect(isValidTicketPhone('12345678901234567')).toBe(false);
    expect(isValidTicketPhone('020 7946 0958')).toBe(false);
    expect(validateTicketField('phone', '')).toBeUndefined();
  });

  it('uses the §5 boundaries', () => {
    expect(validateTicketField('name', 'A')).toBe(SUPPORT_MESSAGES.nameShort);
    expect(validateTicketField('name', 'Al')).toBeUndefined();
    expect(validateTicketField('subject', 'Help')).toBe('Subject must be at least 5 characters');
    expect(validateTicketField('message', '123456789')).toBe('Message must be at least 10 characters');
    expect(validateTicketField('category', '')).toBe('Please select a category');
  });

  it('offers the six categories of §3 with their priorities and response times', () => {
    expect(TICKET_CATEGORIES.map((c) => [c.id, c.priority, c.expectedResponse, c.isVip])).toEqual([
      ['product_inquiry', 'medium', '2-4 hours', false],
      ['order_support', 'high', '1-2 hours', false],
      ['technical_issue', 'high', '1-3 hours', false],
      ['vip_concierge', 'urgent', '30 minutes', true],
      ['authentication', 'medium', '2-6 hours', false],
      ['general_inquiry', 'medium', '4-8 hours', false],
    ]);
  });

  it('words success and failure as §8', () => {
    expect(successMessage('Order Support', 'T-ABC', '1-2 hours')).toBe("Thank you! Your Order Support ticket #T-ABC has been created. We'll respond within 1-2 hours.");
    expect(TICKET_FAILURE).toBe('Sorry, there was an error submitting your message. Please try again or contact us directly.');
  });
});
