import { useId, useState, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { MinusIcon, PlusIcon } from '../../components/ui';

/** A collapsible block of the filter sidebar. */
export function FilterSection({ title, defaultOpen = true, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const theme = useTheme();
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section css={css`border-bottom: 1px solid var(--hairline); padding-block: ${theme.space[4]};`}>
      <h3 css={css`font-family: ${theme.fonts.text}; font-size: ${theme.fontSizes.xs}; font-weight: 600;`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          css={css`
            display: flex;
            width: 100%;
            align-items: center;
            justify-content: space-between;
            min-height: 2.25rem;
            padding: 0;
            border: 0;
            background: none;
            color: var(--fg);
            font: inherit;
            letter-spacing: ${theme.letterSpacing.caps};
            text-transform: uppercase;
            cursor: pointer;
          `}
        >
          {title}
          {open ? <MinusIcon size={16} /> : <PlusIcon size={16} />}
        </button>
      </h3>
      <div id={id} hidden={!open} css={css`padding-top: ${theme.space[3]};`}>
        {children}
      </div>
    </section>
  );
}
