import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Container, Eyebrow } from '../../components/ui';

/** The frame of every account screen: an eyebrow, a serif title and a card with a gold rule. */
export function AuthFrame({
  eyebrow,
  title,
  intro,
  children,
  width = 'narrow',
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'wide';
}) {
  const theme = useTheme();
  return (
    <Container>
      <div
        css={css`
          max-width: ${width === 'wide' ? '46rem' : '32rem'};
          margin: 0 auto;
          padding-block: ${theme.space[8]} ${theme.space[9]};
          ${theme.mq.belowMd} {
            padding-block: ${theme.space[6]} ${theme.space[7]};
          }
        `}
      >
        <header css={css`display: grid; justify-items: center; gap: ${theme.space[3]}; text-align: center; margin-bottom: ${theme.space[6]};`}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>{title}</h1>
          {intro && <p css={css`color: var(--fg-muted); max-width: 30rem;`}>{intro}</p>}
        </header>
        <AuthCard>{children}</AuthCard>
      </div>
    </Container>
  );
}

export function AuthCard({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        background: ${theme.colors.white};
        border-top: 2px solid ${theme.colors.gold};
        box-shadow: ${theme.shadows.card};
        padding: ${theme.space[7]} ${theme.space[6]};
        ${theme.mq.belowMd} {
          padding: ${theme.space[6]} ${theme.space[5]};
        }
      `}
    >
      {children}
    </div>
  );
}

/** A vertical stack of form rows. */
export const formStack = css`
  display: grid;
  gap: 1.25rem;
`;

/** A short line under a form: "Don't have an account? Sign up". */
export function FormFootnote({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return <p css={css`margin-top: ${theme.space[5]}; text-align: center; color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>{children}</p>;
}

/** A button that reads as a text link (with textLink): for actions that change the page, not the address. */
export const linkButton = css`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  cursor: pointer;
`;

export const textLink = css`
  color: var(--accent);
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.25em;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;
