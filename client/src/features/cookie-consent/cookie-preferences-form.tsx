import { useState } from 'react';
import { useAtom } from 'jotai';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Button, Dialog, Switch } from '../../components/ui';
import { consentOf, cookieConsentAtom } from './consent-state';

/** The dialog's form (cookie-preferences-dialog.tsx), loaded when it is first opened. */
export default function PreferencesForm({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const [consent, setConsent] = useAtom(cookieConsentAtom);
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const [marketing, setMarketing] = useState(consent?.marketing ?? false);

  const save = () => {
    setConsent(consentOf({ analytics, marketing }));
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Cookie Preferences"
      description={
        <>
          Choose which cookies Aurum may use. Essential cookies are always on. Read more in our{' '}
          <Link to="/cookies-policy" onClick={onClose} css={css`color: var(--accent); text-decoration: underline;`}>
            Cookies Policy
          </Link>
          .
        </>
      }
      footer={
        <Button variant="primary" onClick={save}>
          Save Preferences
        </Button>
      }
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space[5]};
          & > * + * {
            padding-top: ${theme.space[5]};
            border-top: 1px solid var(--hairline);
          }
        `}
      >
        <Switch
          label="Essential"
          description="Required for the shop to work: security, your cart and these preferences. Always on."
          checked
          disabled
          onChange={() => undefined}
        />
        <Switch
          label="Analytics"
          description="Helps us understand how the site is used, so we can improve it."
          checked={analytics}
          onChange={setAnalytics}
        />
        <Switch
          label="Marketing"
          description="Lets us show you pieces and offers that suit your taste."
          checked={marketing}
          onChange={setMarketing}
        />
      </div>
    </Dialog>
  );
}
