import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, Dialog } from '../../components/ui';

/** The one time a secret is shown: copy it now, it cannot be shown again. */
export function SecretDialog({ secret, label, onClose }: { secret: string | null; label: string; onClose: () => void }) {
  const theme = useTheme();
  const [copied, setCopied] = useState(false);
  if (!secret) return null;
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`The secret of ${label}`}
      description="Copy it now and send it to the partner by a safe channel. It will not be shown again: if it is lost, rotate the key."
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy secret'}
          </Button>
          <Button onClick={onClose}>I have stored it</Button>
        </>
      }
    >
      <output
        aria-label="API key secret"
        data-testid="partner-key-secret"
        css={css`display: block; padding: ${theme.space[4]}; border: 1px solid var(--hairline); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: ${theme.fontSizes.sm}; overflow-wrap: anywhere; user-select: all;`}
      >
        {secret}
      </output>
    </Dialog>
  );
}
