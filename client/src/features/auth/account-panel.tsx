import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { CloseIcon, Drawer, useToast } from '../../components/ui';
import { ModeToggle, type AuthMode } from './mode-toggle';
import { ShortRegistrationForm } from './short-registration-form';
import { SignInForm } from './sign-in-form';

/**
 * The account slide-over (§2): sign in or create an account (short form)
 * without leaving the page. After a sign-in it goes to /account/dashboard.
 */
export default function AccountPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [mode, setMode] = useState<AuthMode>('signin');
  return (
    <Drawer open={open} onClose={onClose} label="Account">
      <div css={css`display: flex; justify-content: space-between; align-items: center; padding: ${theme.space[5]} ${theme.space[5]} 0;`}>
        <h2 css={css`font-size: ${theme.fontSizes['2xl']};`}>{mode === 'signin' ? 'Welcome back' : 'Join Aurum'}</h2>
        <button type="button" aria-label="Close account panel" onClick={onClose} css={css`display: grid; place-items: center; width: 2.75rem; height: 2.75rem; background: none; border: 0; color: var(--fg);`}>
          <CloseIcon />
        </button>
      </div>
      <div css={css`padding: ${theme.space[5]};`}>
        <ModeToggle mode={mode} onChange={setMode} />
        {mode === 'signin' ? (
          <SignInForm
            onSignedIn={() => {
              toast({ title: 'You have successfully logged in', variant: 'success' });
              onClose();
              navigate('/account/dashboard');
            }}
            onFailed={(error) => {
              if (!Object.keys(error.fields).length) toast({ title: 'Invalid email or password', description: error.message === 'Invalid email or password' ? undefined : error.message, variant: 'error' });
            }}
          />
        ) : (
          <ShortRegistrationForm
            onRegistered={(email) => {
              toast({ title: 'Account Created', description: 'Please check your email to verify your account', variant: 'success' });
              onClose();
              navigate(`/verify-email?email=${encodeURIComponent(email)}`);
            }}
            onFailed={(error) => toast({ title: 'Registration failed', description: error.message, variant: 'error' })}
          />
        )}
      </div>
    </Drawer>
  );
}
