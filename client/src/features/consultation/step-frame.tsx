import { css, useTheme } from '@emotion/react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../components/ui';

interface StepFrameProps {
  title: string;
  intro: string;
  children: ReactNode;
  onBack?: () => void;
  onContinue(): void;
  continueLabel?: string;
  busy?: boolean;
}

/**
 * One question step: its heading (focused when the step appears, so screen
 * readers announce it), the fields, and Back / Continue. Enter continues.
 */
export function StepFrame({ title, intro, children, onBack, onContinue, continueLabel = 'Continue', busy = false }: StepFrameProps) {
  const theme = useTheme();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };

  return (
    <form noValidate onSubmit={submit} css={css`display: grid; gap: ${theme.space[6]};`}>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <h2 ref={headingRef} tabIndex={-1} css={css`font-size: ${theme.fontSizes['3xl']}; &:focus { outline: none; }`}>
          {title}
        </h2>
        <p css={css`color: var(--fg-muted);`}>{intro}</p>
      </div>
      {children}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap-reverse;
          justify-content: space-between;
          gap: ${theme.space[3]};
          padding-top: ${theme.space[5]};
          border-top: 1px solid var(--hairline);
        `}
      >
        {onBack ? (
          <Button variant="ghost" onClick={onBack} disabled={busy}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={busy}>
          {continueLabel}
        </Button>
      </div>
    </form>
  );
}
