/** §5 "Support ticket form": every message word for word. The client keeps the same rules for its inline errors. */
export const SUPPORT_MESSAGES = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  subjectRequired: 'Subject is required',
  subjectShort: 'Subject must be at least 5 characters',
  messageRequired: 'Message is required',
  messageShort: 'Message must be at least 10 characters',
  categoryRequired: 'Please select a category',
  tooManyFiles: 'Maximum 5 files allowed',
  signInRequired: 'Please log in to submit a support ticket.',
  correctErrors: 'Please correct the errors above before submitting.',
} as const;

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_TICKET_BYTES = 25 * 1024 * 1024;
/** Generous bounds so a flood of text cannot fill the database. */
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;

export interface TicketFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  category: string;
}

export type TicketFieldErrors = Partial<Record<keyof TicketFields, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^\+?[1-9]\d{0,15}$/;

export function isValidTicketPhone(phone: string): boolean {
  return PHONE_SHAPE.test(phone.replace(/[\s\-()]/g, ''));
}

export function validateTicketField(field: keyof TicketFields, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'name':
      if (!value) return SUPPORT_MESSAGES.nameRequired;
      return value.length < 2 ? SUPPORT_MESSAGES.nameShort : undefined;
    case 'email':
      if (!value) return SUPPORT_MESSAGES.emailRequired;
      return EMAIL_SHAPE.test(value) ? undefined : SUPPORT_MESSAGES.emailInvalid;
    case 'phone':
      return value && !isValidTicketPhone(value) ? SUPPORT_MESSAGES.phoneInvalid : undefined;
    case 'subject':
      if (!value) return SUPPORT_MESSAGES.subjectRequired;
      return value.length < 5 ? SUPPORT_MESSAGES.subjectShort : undefined;
    case 'message':
      if (!value) return SUPPORT_MESSAGES.messageRequired;
      return value.length < 10 ? SUPPORT_MESSAGES.messageShort : undefined;
    case 'category':
      return value ? undefined : SUPPORT_MESSAGES.categoryRequired;
  }
}

export function validateTicketFields(fields: TicketFields): TicketFieldErrors {
  const errors: TicketFieldErrors = {};
  for (const field of Object.keys(fields) as (keyof TicketFields)[]) {
    const error = validateTicketField(field, fields[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A reply on a ticket, by the customer or staff: the same rule on the server and in the staff reply form. */
export function validateReplyMessage(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return SUPPORT_MESSAGES.messageRequired;
  return value.length > MAX_MESSAGE_LENGTH ? `Message must be at most ${MAX_MESSAGE_LENGTH} characters` : undefined;
}
