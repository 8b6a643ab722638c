import { css, useTheme } from '@emotion/react';

export type AuthMode = 'signin' | 'signup';

/** The Sign In / Create Account switch of the auth page and the account panel. */
export function ModeToggle({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const theme = useTheme();
  const option = (value: AuthMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      css={css`
        flex: 1;
        min-height: 2.875rem;
        background: ${mode === value ? theme.colors.black : 'transparent'};
        color: ${mode === value ? theme.colors.pearl : 'var(--fg)'};
        border: 1px solid ${theme.colors.black};
        font-size: ${theme.fontSizes.xs};
        font-weight: 600;
        letter-spacing: ${theme.letterSpacing.caps};
        text-transform: uppercase;
        cursor: pointer;
        transition: background-color ${theme.durations.fast} ${theme.easing};
        &:hover {
          background: ${mode === value ? theme.colors.black : theme.colors.parchment};
        }
      `}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Sign in or create an account" css={css`display: flex; margin-bottom: ${theme.space[6]};`}>
      {option('signin', 'Sign In')}
      {option('signup', 'Create Account')}
    </div>
  );
}
