import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import { useStaffReplyToSupportTicketMutation } from '../../gql/hooks';
import { refreshAfterChange } from './refetch';
import { validateReplyMessage } from '@aurum/rules/support/support-rules';
import { apiError } from '../../lib/api-error';

interface ReplyValues {
  message: string;
}

/** The staff reply: the server's rule checked as the field is left and on submit; the server's own refusal shown the same way. */
export function StaffReplyForm({ number, status }: { number: string; status: string }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [reply] = useStaffReplyToSupportTicketMutation(refreshAfterChange());

  const send = async ({ message }: ReplyValues) => {
    try {
      await reply({ variables: { number, message } });
      toast({ title: 'Reply sent', description: `The customer sees it on ticket ${number}.`, variant: 'success' });
      return undefined;
    } catch (error) {
      const { message: text, code } = apiError(error, 'Your reply could not be sent. Please try again.');
      return code === 'BAD_USER_INPUT' ? { message: text } : { [FORM_ERROR]: text };
    }
  };

  return (
    <Form<ReplyValues> onSubmit={send} validate={({ message }) => {
        const error = validateReplyMessage(message ?? '');
        return error ? { message: error } : {};
      }}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          noValidate
          aria-label={`Reply to ticket ${number}`}
          css={css`display: grid; gap: ${theme.space[3]}; padding-top: ${theme.space[4]}; border-top: 1px solid var(--hairline);`}
          onSubmit={async (event) => {
            await handleSubmit(event);
            if (form.getState().submitSucceeded) form.restart();
          }}
        >
          <Field<string> name="message" subscription={{ value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true }}>
            {({ input, meta }) => (
              <TextAreaField
                {...input}
                label="Staff reply"
                rows={5}
                filled
                announceError
                hint={`The customer sees your reply under My account → Support tickets.${status === 'open' ? ' Replying moves an open ticket to In progress.' : ''}`}
                error={meta.touched ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError)) : undefined}
              />
            )}
          </Field>
          {submitError && (
            <p role="alert" css={css`color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
              {submitError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Sending…' : 'Send reply'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
