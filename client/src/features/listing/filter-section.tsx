import { useId, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { ChevronDownIcon } from '../../components/ui';

interface FilterSectionProps {
  title: string;
  open: boolean;
  onToggle: () => void;
  /** Shown beside the title when the group has selections. */
  selected?: number;
  children: ReactNode;
}

/** A collapsible group of the filter panel (a disclosure button over its region). */
export function FilterSection({ title, open, onToggle, selected = 0, children }: FilterSectionProps) {
  const theme = useTheme();
  const regionId = useId();
  return (
    <section css={css`border-bottom: 1px solid var(--hairline);`}>
      <h3 css={css`font-family: ${theme.fonts.text}; font-size: ${theme.fontSizes.sm}; font-weight: 600;`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={onToggle}
          css={css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            width: 100%;
            min-height: 3.25rem;
            padding: 0;
            border: 0;
            background: none;
            color: var(--fg);
            font: inherit;
            letter-spacing: ${theme.letterSpacing.caps};
            text-transform: uppercase;
            cursor: pointer;
            svg {
              transition: transform ${theme.durations.base} ${theme.easing};
              transform: rotate(${open ? 180 : 0}deg);
            }
          `}
        >
          <span>
            {title}
            {selected > 0 && <span css={css`margin-left: ${theme.space[2]}; color: var(--accent);`}>({selected})</span>}
          </span>
          <ChevronDownIcon size={18} />
        </button>
      </h3>
      <div id={regionId} role="region" aria-label={title} hidden={!open} css={css`padding-bottom: ${theme.space[5]};`}>
        {children}
      </div>
    </section>
  );
}
