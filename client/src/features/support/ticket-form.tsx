import { css, useTheme } from '@emotion/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, TextField } from '../../components/ui';
import { FilePicker } from '../../components/ui/file-picker';
import { TextAreaField } from '../../components/ui/text-area';
import type { CurrentUser } from '../auth';
import { MAX_ATTACHMENTS, SUPPORT_MESSAGES, type TicketFields, validateTicketField, validateTicketFields } from '@aurum/rules/support/support-rules';
import { ticketReplyTime, type TicketCategory } from '@aurum/rules/support/support-categories';
import { initialFields } from './prefill';
import { submitTicket, successMessage } from './submit-ticket';

type FieldName = Exclude<keyof TicketFields, 'category'>;
export const ATTACHMENT_ACCEPT = 'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface TicketFormProps {
  user: CurrentUser;
  category: TicketCategory | null;
  onChange: () => void;
  onSubmitted: (message: string) => void;
}

/** Step 2: validates on blur, and on change once a field was touched; submit stays disabled until a category is chosen. */
export function TicketForm({ user, category, onChange, onSubmitted }: TicketFormProps) {
  const theme = useTheme();
  const [fields, setFields] = useState<TicketFields>(() => initialFields(user));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<keyof TicketFields, string>>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const check = (field: FieldName, value: string) => setErrors((current) => ({ ...current, [field]: validateTicketField(field, value) }));
  const bind = (field: FieldName) => ({
    name: field,
    value: fields[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setFields((current) => ({ ...current, [field]: value }));
      if (touched[field]) check(field, value);
    },
    onBlur: () => {
      setTouched((current) => ({ ...current, [field]: true }));
      check(field, fields[field]);
    },
  });

  const chooseFiles = (chosen: File[]) => {
    if (chosen.length > MAX_ATTACHMENTS) {
      window.alert(SUPPORT_MESSAGES.tooManyFiles);
      setFiles([]);
      return;
    }
    setFiles(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!category) return;
    const all = validateTicketFields({ ...fields, category: category.id });
    setErrors(all);
    setTouched({ name: true, email: true, phone: true, subject: true, message: true });
    if (Object.values(all).some(Boolean)) {
      setFormError(SUPPORT_MESSAGES.correctErrors);
      return;
    }
    setFormError(null);
    setSubmitting(true);
    const result = await submitTicket({ ...fields, category: category.id }, category.priority, user.isVip, files);
    setSubmitting(false);
    if (!result.ok) {
      if (result.fields) setErrors(result.fields);
      setFormError(result.message);
      return;
    }
    // Success clears the form, attachments and touched state, and returns to category selection (§4).
    setFields(initialFields(user));
    setTouched({});
    setErrors({});
    setFiles([]);
    onSubmitted(successMessage(category.label, result.ticketId, ticketReplyTime(category, user.isVip)));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Support ticket" css={css`display: grid; gap: ${theme.space[5]};`}>
      <div css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: ${theme.space[3]}; padding-bottom: ${theme.space[4]}; border-bottom: 1px solid var(--hairline);`}>
        <p css={css`margin: 0;`}>
          <span css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>Category: </span>
          <strong>{category?.label ?? 'None chosen'}</strong>
          {category && (
            <span css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
              {' '}
              · Response within {ticketReplyTime(category, user.isVip)}
            </span>
          )}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onChange}>
          Change
        </Button>
      </div>
      <div css={css`display: grid; gap: ${theme.space[5]}; ${theme.mq.md} { grid-template-columns: 1fr 1fr; }`}>
        <TextField label="Name" autoComplete="name" required {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Subject" required {...bind('subject')} />
      </div>
      <TextAreaField label="Message" rows={6} required {...bind('message')} />
      <FilePicker
        label="Attachments (optional)"
        buttonLabel="Choose files"
        multiple
        accept={ATTACHMENT_ACCEPT}
        hint={`Up to ${MAX_ATTACHMENTS} files: images, PDF, DOC or DOCX; 10 MB each, 25 MB in total.`}
        files={files}
        onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
        onFiles={chooseFiles}
      />
      {formError && (
        <p role="alert" css={css`margin: 0; color: var(--danger);`}>
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!category || submitting}>
          {submitting ? 'Sending…' : 'Submit ticket'}
        </Button>
      </div>
    </form>
  );
}
