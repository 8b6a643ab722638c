import { css, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const sizes = {
  sm: { height: '2.25rem', padding: '0 1rem', font: '0.6875rem' },
  md: { height: '2.875rem', padding: '0 1.5rem', font: '0.75rem' },
  lg: { height: '3.375rem', padding: '0 2.25rem', font: '0.8125rem' },
} as const;

const made = new WeakMap<Theme, Map<string, ReturnType<typeof makeButtonStyles>>>();

/**
 * A button's styles, made once per theme, look and size (issue 17: a listing's 24 cards each serialised
 * their button's styles again on every render).
 */
export function buttonStyles(theme: Theme, variant: ButtonVariant, size: ButtonSize, fullWidth = false) {
  let byLook = made.get(theme);
  if (!byLook) made.set(theme, (byLook = new Map()));
  const key = `${variant} ${size} ${fullWidth}`;
  let styles = byLook.get(key);
  if (!styles) byLook.set(key, (styles = makeButtonStyles(theme, variant, size, fullWidth)));
  return styles;
}

function makeButtonStyles(
  theme: Theme,
  variant: ButtonVariant,
  size: ButtonSize,
  fullWidth = false,
) {
  const s = sizes[size];
  const base = css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.625rem;
    min-height: ${s.height};
    width: ${fullWidth ? '100%' : 'auto'};
    padding: ${s.padding};
    border: 1px solid transparent;
    border-radius: ${theme.radii.none};
    font-family: ${theme.fonts.text};
    font-size: ${s.font};
    font-weight: 600;
    letter-spacing: ${theme.letterSpacing.caps};
    line-height: 1.2;
    text-transform: uppercase;
    text-align: center;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color ${theme.durations.base} ${theme.easing},
      color ${theme.durations.base} ${theme.easing},
      border-color ${theme.durations.base} ${theme.easing};
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.55;
      cursor: not-allowed;
    }
    svg {
      flex-shrink: 0;
    }
  `;
  const variants = {
    primary: css`
      background: ${theme.colors.gold};
      color: ${theme.colors.black};
      border-color: ${theme.colors.gold};
      &:hover:not(:disabled) {
        background: ${theme.colors.goldLight};
        border-color: ${theme.colors.goldLight};
      }
    `,
    secondary: css`
      background: transparent;
      color: var(--accent);
      border-color: var(--accent);
      &:hover:not(:disabled) {
        background: var(--accent);
        color: var(--on-accent);
      }
    `,
    ghost: css`
      background: transparent;
      color: var(--fg);
      padding-left: 0.25rem;
      padding-right: 0.25rem;
      text-decoration: underline;
      text-decoration-color: transparent;
      text-underline-offset: 0.4em;
      &:hover:not(:disabled) {
        color: var(--accent);
        text-decoration-color: currentColor;
      }
    `,
  };
  return [base, variants[variant]];
}
