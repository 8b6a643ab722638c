import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import { MyServiceRequestsDocument } from '../../gql/graphql';
import { useCreateServiceRequestMutation } from '../../gql/hooks';
import { accountRules, apiError, FieldError, formStack, FormTextField, labelStyle, validateWith } from '../auth';

export type ServiceRequestKind = 'return' | 'repair';

interface RequestValues {
  kind: ServiceRequestKind;
  orderNumber: string;
  itemName: string;
  reason: string;
  details: string;
}

const REASONS = { return: accountRules.RETURN_REASONS, repair: accountRules.REPAIR_REASONS } as const;

/** A return or repair request, stored on the server and visible to admins. */
export function ServiceRequestForm({ kind }: { kind: ServiceRequestKind }) {
  const theme = useTheme();
  const { toast } = useToast();
  const reasonId = useId();
  const [create] = useCreateServiceRequestMutation({ refetchQueries: [MyServiceRequestsDocument] });
  return (
    <Form<RequestValues>
      initialValues={{ kind, reason: '' }}
      validate={validateWith(accountRules.serviceRequestSchema)}
      onSubmit={async (values, form) => {
        try {
          const result = await create({ variables: { input: values } });
          toast({
            title: kind === 'return' ? 'Return request received' : 'Repair request received',
            description: `Reference #${result.data?.createServiceRequest.id}. Our concierge will contact you within 24 hours.`,
            variant: 'success',
          });
          window.setTimeout(() => form.restart({ kind, reason: '' }));
          return undefined;
        } catch (error) {
          const info = apiError(error, 'Could not send your request');
          toast({ title: 'Could not send your request', description: info.message, variant: 'error' });
          return info.fields;
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={kind === 'return' ? 'Return request' : 'Repair request'} css={formStack}>
          <FormTextField name="orderNumber" label="Order number" placeholder="AUR-2026-000123" />
          <FormTextField name="itemName" label="Item" placeholder={kind === 'return' ? 'Cashmere overcoat' : 'Submariner Date'} />
          <Field<string> name="reason">
            {({ input, meta }) => {
              const error = meta.touched ? (meta.error ?? meta.submitError) : undefined;
              return (
                <div css={css`display: grid; gap: ${theme.space[2]};`}>
                  <label htmlFor={reasonId} css={labelStyle(theme)}>
                    Reason
                  </label>
                  <select
                    {...input}
                    id={reasonId}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${reasonId}-error` : undefined}
                    css={css`min-height: 2.875rem; padding: 0 ${theme.space[3]}; background: transparent; border: 1px solid var(--hairline); border-bottom-color: var(--fg-muted); color: var(--fg);`}
                  >
                    <option value="">Choose a reason</option>
                    {REASONS[kind].map((reason) => (
                      <option key={reason} value={reason}>
                        {reason}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${reasonId}-error`} message={error} />
                </div>
              );
            }}
          </Field>
          <Field<string> name="details">
            {({ input, meta }) => {
              const error = meta.touched ? (meta.error ?? meta.submitError) : undefined;
              return (
                <div css={css`display: grid; gap: ${theme.space[2]};`}>
                  <label htmlFor={`${reasonId}-details`} css={labelStyle(theme)}>
                    Details
                  </label>
                  <textarea
                    {...input}
                    id={`${reasonId}-details`}
                    rows={5}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${reasonId}-details-error` : undefined}
                    css={css`padding: ${theme.space[3]} ${theme.space[4]}; background: transparent; border: 1px solid var(--hairline); border-bottom-color: var(--fg-muted); color: var(--fg); font: inherit; resize: vertical;`}
                  />
                  <FieldError id={`${reasonId}-details-error`} message={error} />
                </div>
              );
            }}
          </Field>
          <Button type="submit" disabled={submitting} css={css`justify-self: start;`}>
            {submitting ? 'Sending…' : kind === 'return' ? 'Request a return' : 'Request a repair'}
          </Button>
        </form>
      )}
    </Form>
  );
}
