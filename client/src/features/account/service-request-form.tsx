import { css, useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import { Button, FieldFrame, useToast } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import { MyServiceRequestsDocument } from '../../gql/hooks';
import { useCreateServiceRequestMutation } from '../../gql/hooks';
import { accountRules, formStack, FormTextField, validateWith } from '../auth';
import { type ReturnQuantities, ReturnLinesField, returnLines } from './return-lines-field';
import { apiError } from '../../lib/api-error';

export type ServiceRequestKind = 'return' | 'repair';

interface RequestValues {
  kind: ServiceRequestKind;
  orderNumber: string;
  itemName: string;
  reason: string;
  details: string;
  /** A return: how many of each order line. */
  lines?: ReturnQuantities;
}

const REASONS = { return: accountRules.RETURN_REASONS, repair: accountRules.REPAIR_REASONS } as const;

/** A field's message once it was visited: its rule's, else the server's. */
const shownError = (meta: { touched?: boolean; error?: string; submitError?: string }) => (meta.touched ? (meta.error ?? meta.submitError) : undefined);

/** A return or repair request, stored on the server and visible to admins. */
export function ServiceRequestForm({ kind }: { kind: ServiceRequestKind }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [create] = useCreateServiceRequestMutation({ refetchQueries: [MyServiceRequestsDocument] });
  return (
    <Form<RequestValues>
      initialValues={{ kind, reason: '' }}
      validate={validateWith(accountRules.serviceRequestSchema)}
      onSubmit={async (values, form) => {
        try {
          const { lines, ...fields } = values;
          const chosen = kind === 'return' ? returnLines(lines) : [];
          const result = await create({ variables: { input: { ...fields, lines: chosen.length ? chosen : null } } });
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
          <FormTextField name="orderNumber" label="Order number" placeholder="AUR-7K3M9Q2X" />
          <FormTextField name="itemName" label="Item" placeholder={kind === 'return' ? 'Cashmere overcoat' : 'Submariner Date'} />
          {kind === 'return' && (
            <Field<ReturnQuantities> name="lines" subscription={{ value: true }}>
              {({ input }) => (
                <Field<string> name="orderNumber" subscription={{ value: true }}>
                  {({ input: order }) => <ReturnLinesField orderNumber={order.value} value={input.value || undefined} onChange={input.onChange} />}
                </Field>
              )}
            </Field>
          )}
          <Field<string> name="reason">
            {({ input, meta }) => (
              <FieldFrame label="Reason" error={shownError(meta)}>
                {(control) => (
                  <select
                    {...input}
                    {...control}
                    css={css`min-height: 2.875rem; padding: 0 ${theme.space[3]}; background: transparent; border: 1px solid var(--hairline); border-bottom-color: var(--fg-muted); color: var(--fg);`}
                  >
                    <option value="">Choose a reason</option>
                    {REASONS[kind].map((reason) => (
                      <option key={reason} value={reason}>
                        {reason}
                      </option>
                    ))}
                  </select>
                )}
              </FieldFrame>
            )}
          </Field>
          <Field<string> name="details">
            {({ input, meta }) => <TextAreaField {...input} label="Details" rows={5} error={shownError(meta)} />}
          </Field>
          <Button type="submit" disabled={submitting} css={css`justify-self: start;`}>
            {submitting ? 'Sending…' : kind === 'return' ? 'Request a return' : 'Request a repair'}
          </Button>
        </form>
      )}
    </Form>
  );
}
