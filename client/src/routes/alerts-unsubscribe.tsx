import { useEffect, useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink, Spinner } from '../components/ui';
import { AuthFrame, ResultCard } from '../features/auth';
import { previewUnsubscribe, unsubscribe, type UnsubscribePreview, type UnsubscribeScope } from '../features/alerts/unsubscribe-api';

const PREFERENCES = '/account/notifications';
const NO_TOKEN = 'This unsubscribe link is not valid. Sign in to choose which emails you receive.';

type State =
  | { step: 'loading' }
  | { step: 'confirm'; preview: UnsubscribePreview }
  | { step: 'done'; message: string }
  | { step: 'error'; message: string };

/**
 * /alerts/unsubscribe?token=…: the page an alert email's unsubscribe link opens, signed in or not. It says what the
 * link turns off and waits for one click; opening it changes nothing (mail scanners open links too).
 */
export default function AlertsUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { step: 'loading' } : { step: 'error', message: NO_TOKEN });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void previewUnsubscribe(token).then((answer) => {
      if (current) setState(answer.ok ? { step: 'confirm', preview: answer.value } : { step: 'error', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AuthFrame eyebrow="Alert emails" title="Unsubscribe">
      <title>Unsubscribe from alert emails — Aurum</title>
      {state.step === 'loading' && <LoadingLink />}
      {state.step === 'confirm' && (
        <Confirm token={token} preview={state.preview} onDone={(message) => setState({ step: 'done', message })} onError={(message) => setState({ step: 'error', message })} />
      )}
      {state.step === 'done' && (
        <ResultCard tone="success" title="You are unsubscribed" actions={<ButtonLink to={PREFERENCES}>Notification preferences</ButtonLink>}>
          <p>{state.message}</p>
          <p>Your alerts still appear in your notification centre. You can turn emails back on at any time.</p>
        </ResultCard>
      )}
      {state.step === 'error' && (
        <ResultCard tone="error" title="We could not unsubscribe you" actions={<ButtonLink to={PREFERENCES}>Notification preferences</ButtonLink>}>
          <p>{state.message}</p>
        </ResultCard>
      )}
    </AuthFrame>
  );
}

function LoadingLink() {
  const theme = useTheme();
  return (
    <div css={css`display: grid; justify-items: center; gap: ${theme.space[4]}; padding-block: ${theme.space[5]};`}>
      <Spinner label="Checking your link" />
      <p>Checking your link…</p>
    </div>
  );
}

function Confirm({ token, preview, onDone, onError }: { token: string; preview: UnsubscribePreview; onDone: (message: string) => void; onError: (message: string) => void }) {
  const theme = useTheme();
  const groupId = useId();
  const [scope, setScope] = useState<UnsubscribeScope>(preview.scope);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    const answer = await unsubscribe(token, scope);
    setSending(false);
    if (answer.ok) onDone(answer.value.message);
    else onError(answer.message);
  };
  const option = css`
    display: flex;
    gap: ${theme.space[3]};
    align-items: flex-start;
    min-height: 2.75rem;
    cursor: pointer;
    input { margin-top: 0.3rem; accent-color: ${theme.colors.goldDeep}; }
  `;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      css={css`display: grid; gap: ${theme.space[5]};`}
    >
      <p>
        {preview.alreadyOff
          ? `You are not receiving ${preview.description} at the moment.`
          : `You will stop receiving ${preview.description} from Aurum. Your alerts will still appear in your notification centre.`}
      </p>
      {preview.scope !== 'ALL' && (
        <fieldset css={css`display: grid; gap: ${theme.space[2]}; border: 0; padding: 0; margin: 0;`}>
          <legend css={css`font-weight: 600; margin-bottom: ${theme.space[2]};`}>Unsubscribe from</legend>
          <label css={option}>
            <input type="radio" name={`${groupId}-scope`} value={preview.scope} checked={scope === preview.scope} onChange={() => setScope(preview.scope)} />
            <span>Only {preview.description}</span>
          </label>
          <label css={option}>
            <input type="radio" name={`${groupId}-scope`} value="ALL" checked={scope === 'ALL'} onChange={() => setScope('ALL')} />
            <span>All alert emails (price drops, back in stock and saved searches)</span>
          </label>
        </fieldset>
      )}
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
        <ButtonLink to={PREFERENCES} variant="secondary">
          Choose in your preferences
        </ButtonLink>
      </div>
    </form>
  );
}
