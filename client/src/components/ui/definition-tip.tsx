import { css, useTheme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';

/**
 * A term with its definition, shown on hover and on keyboard focus (and read
 * by screen readers as the term's description); Escape hides it again.
 */
export function DefinitionTip({ term, definition }: { term: ReactNode; definition: string }) {
  const theme = useTheme();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span css={css`position: relative; display: inline-block;`} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        css={css`
          background: none;
          border: 0;
          padding: 0;
          font: inherit;
          color: inherit;
          cursor: help;
          text-decoration: underline dotted ${theme.colors.gold};
          text-underline-offset: 0.2em;
        `}
      >
        {term}
      </button>
      <span
        role="tooltip"
        id={id}
        css={css`
          position: absolute;
          z-index: 5;
          left: 0;
          top: calc(100% + ${theme.space[1]});
          width: max-content;
          max-width: min(18rem, 80vw);
          padding: ${theme.space[2]} ${theme.space[3]};
          background: ${theme.colors.ivory};
          color: ${theme.colors.ink};
          border-top: 2px solid ${theme.colors.gold};
          font-size: ${theme.fontSizes.sm};
          line-height: 1.5;
          text-align: left;
          box-shadow: ${theme.shadows.overlay};
          visibility: ${open ? 'visible' : 'hidden'};
        `}
      >
        {definition}
      </span>
    </span>
  );
}
