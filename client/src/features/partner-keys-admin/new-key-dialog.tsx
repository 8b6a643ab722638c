import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { Button, Dialog, TextField } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import { useCreatePartnerApiKeyMutation } from '../../gql/hooks';
import { errorText } from '../orders-admin/styles';
import { KEY_LIMITS, type NewKeyValues, validateNewKey } from '@aurum/rules/partners/partner-key-rules';
import { originsProblem, parseOriginLines } from '@aurum/rules/partners/partner-origin-rules';
import { ORIGINS_HINT } from './origins-dialog';
import { SCOPE_CHOICES } from './rules';
import { apiError } from '../../lib/api-error';

type NewKeyFormValues = NewKeyValues & { origins?: string };

/** The shared rules of a new key, and its origins as typed (one a line). */
function validate(values: NewKeyFormValues) {
  const origins = originsProblem(parseOriginLines(values.origins ?? ''));
  return { ...validateNewKey(values), ...(origins ? { origins } : {}) };
}

/** Issue a key: who it is for, what it may read, how much it may spend a minute. The secret comes back once. */
export function NewKeyDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (secret: string, label: string) => void }) {
  const theme = useTheme();
  const [create] = useCreatePartnerApiKeyMutation({ refetchQueries: ['PartnerApiKeys'] });

  const submit = async (values: NewKeyFormValues) => {
    try {
      const { data } = await create({ variables: { input: { label: values.label!.trim(), scopes: values.scopes!, costPerMinute: Number(values.costPerMinute), allowedOrigins: parseOriginLines(values.origins ?? '') } } });
      onIssued(data!.createPartnerApiKey.secret, data!.createPartnerApiKey.key.label);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: apiError(error, 'The key could not be issued. Please try again.').message };
    }
  };

  return (
    <Form<NewKeyFormValues> onSubmit={submit} validate={validate} initialValues={{ label: '', scopes: ['catalogue:read'], costPerMinute: String(KEY_LIMITS.defaultCostPerMinute), origins: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Dialog
          open={open}
          onClose={onClose}
          title="Issue a partner API key"
          description="The secret is shown once, when the key is issued. Only a hash of it is kept."
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form="new-partner-key" disabled={submitting}>
                {submitting ? 'Issuing…' : 'Issue key'}
              </Button>
            </>
          }
        >
          <form id="new-partner-key" noValidate onSubmit={handleSubmit} css={css`display: grid; gap: ${theme.space[4]};`}>
            <Field<string> name="label" subscription={errorSubscription}>
              {({ input, meta }) => <TextField {...input} label="Label" hint="Who the key is for, e.g. Chrono Partners Ltd — production." autoComplete="off" error={shownError(meta)} announceError />}
            </Field>
            <Field<string[]> name="scopes" subscription={{ value: true, error: true, touched: true }}>
              {({ input, meta }) => (
                <fieldset css={css`display: grid; gap: ${theme.space[2]}; border: 0; padding: 0; margin: 0;`} aria-describedby={meta.touched && meta.error ? 'scopes-error' : undefined}>
                  <legend css={css`font-weight: 600; margin-bottom: ${theme.space[2]};`}>Scopes</legend>
                  {SCOPE_CHOICES.map((scope) => (
                    <label key={scope.value} css={css`display: grid; grid-template-columns: auto 1fr; gap: ${theme.space[1]} ${theme.space[3]}; align-items: start; cursor: pointer;`}>
                      <input
                        type="checkbox"
                        checked={input.value.includes(scope.value)}
                        onChange={(event) => {
                          input.onChange(event.target.checked ? [...input.value, scope.value] : input.value.filter((value) => value !== scope.value));
                          input.onBlur();
                        }}
                        css={css`width: 1.125rem; height: 1.125rem; margin-top: 0.2rem; accent-color: ${theme.colors.gold};`}
                      />
                      <span>
                        <span css={css`font-weight: 600;`}>{scope.label}</span> <code css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>{scope.value}</code>
                        <span css={css`display: block; color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>{scope.description}</span>
                      </span>
                    </label>
                  ))}
                  {meta.touched && meta.error && (
                    <p id="scopes-error" role="alert" css={errorText(theme)}>
                      {meta.error}
                    </p>
                  )}
                </fieldset>
              )}
            </Field>
            <Field<string> name="costPerMinute" subscription={errorSubscription}>
              {({ input, meta }) => (
                <TextField {...input} label="Query budget per minute" inputMode="numeric" hint="100 to 100,000. A listing with filter counts costs about 400; a REST call 100." error={shownError(meta)} announceError />
              )}
            </Field>
            <Field<string> name="origins" subscription={errorSubscription}>
              {({ input, meta }) => <TextAreaField {...input} label="Web origins (optional)" hint={ORIGINS_HINT} rows={3} spellCheck={false} error={shownError(meta)} announceError />}
            </Field>
            {submitError && (
              <p role="alert" css={errorText(theme)}>
                {submitError}
              </p>
            )}
          </form>
        </Dialog>
      )}
    </Form>
  );
}
