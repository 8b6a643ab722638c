import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, Container, Eyebrow, TextField, useToast } from '../components/ui';
import { developmentToolsEnabled } from '../features/auth/development-tools';
import NotFoundPage from './not-found';

/** Spec §3: what the page records of each attempt. */
export interface LoginTestResponse {
  status: number;
  statusText: string;
  data?: unknown;
  error?: string;
}

type Body = { error?: { details?: { originalError?: string }; message?: string } | string; message?: string } | null;

/** Spec §8: the first available of original error detail, error message, error string, message, else 'Unknown error'. */
export function loginTestErrorText(body: Body): string {
  if (!body) return 'Unknown error';
  if (typeof body.error === 'object' && body.error) return body.error.details?.originalError ?? body.error.message ?? body.message ?? 'Unknown error';
  if (typeof body.error === 'string') return body.error;
  return body.message ?? 'Unknown error';
}

const PRESETS = [
  { label: 'Valid Login', email: 'customer@aurum.example', password: 'AurumClient!2026' },
  { label: 'Invalid Login', email: 'customer@aurum.example', password: 'WrongPassword!1' },
  { label: 'Empty Fields', email: '', password: '' },
  { label: 'Malformed Email', email: 'not-an-email', password: 'whatever123' },
] as const;

/** /error-test (development only): exercises POST /api/auth/login and shows the last response. */
export default function ErrorTestPage() {
  const theme = useTheme();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [last, setLast] = useState<LoginTestResponse | null>(null);

  const attempt = async (label: string, credentials: { email: string; password: string }) => {
    setLoading(true);
    try {
      const response = await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify(credentials) });
      let body: Body = null;
      try {
        body = (await response.json()) as Body;
      } catch {
        setLast({ status: response.status, statusText: response.statusText, error: 'Non-JSON response' });
        toast({ title: `${label} - Error`, description: 'Non-JSON response', variant: 'error' });
        return;
      }
      if (response.ok) {
        setLast({ status: response.status, statusText: response.statusText, data: body });
        toast({ title: `${label} - Success`, description: 'Login successful', variant: 'success' });
      } else {
        const text = loginTestErrorText(body);
        setLast({ status: response.status, statusText: response.statusText, error: text, data: body });
        toast({ title: `${label} - Error`, description: text, variant: 'error' });
      }
    } catch (error) {
      setLast({ status: 0, statusText: 'Network error', error: error instanceof Error ? error.message : 'Network error' });
      toast({ title: `${label} - Exception`, description: error instanceof Error && error.message ? error.message : 'Network error', variant: 'error' });
    } finally {
      setLoading(false);
    }
  };

  if (!developmentToolsEnabled()) return <NotFoundPage />;
  return (
    <Container>
      <title>Login Error Testing — Aurum</title>
      <div css={css`max-width: 48rem; margin: 0 auto; padding-block: ${theme.space[8]}; display: grid; gap: ${theme.space[5]};`}>
        <Eyebrow>Developers</Eyebrow>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Login Error Testing</h1>
        <div css={css`display: grid; grid-template-columns: 1fr 1fr; gap: ${theme.space[4]}; ${theme.mq.belowMd} { grid-template-columns: 1fr; }`}>
          <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </div>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
          {PRESETS.map((preset) => (
            <Button key={preset.label} variant="secondary" size="sm" disabled={loading} onClick={() => void attempt(preset.label, preset)}>
              {preset.label}
            </Button>
          ))}
          <Button size="sm" disabled={loading || !email || !password} onClick={() => void attempt('Admin Login', { email, password })}>
            Admin Login
          </Button>
        </div>
        <section aria-labelledby="last-response">
          <h2 id="last-response" css={css`font-size: ${theme.fontSizes.xl}; margin-bottom: ${theme.space[3]};`}>
            Last response
          </h2>
          <pre css={css`padding: ${theme.space[4]}; background: ${theme.colors.black}; color: ${theme.colors.pearl}; overflow-x: auto; font-size: ${theme.fontSizes.sm};`}>{last ? JSON.stringify(last, null, 2) : 'No request yet.'}</pre>
        </section>
      </div>
    </Container>
  );
}
