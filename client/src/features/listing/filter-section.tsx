import { useId, useState, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { ChevronDownIcon, MinusIcon, PlusIcon } from '../../components/ui';

interface FilterSectionProps {
  title: string;
  children: ReactNode;
  /**
   * 'sidebar' (the general listing and the marketplace): compact, plus and minus.
   * 'panel' (the dedicated listings' drawer): roomy, a turning chevron, the body a labelled region.
   */
  look?: 'sidebar' | 'panel';
  /** Held by the caller when given (the drawer remembers its open groups); otherwise by the section, from defaultOpen. */
  open?: boolean;
  onToggle?: () => void;
  defaultOpen?: boolean;
  /** Shown beside the title when the group has selections. */
  selected?: number;
}

const looks = {
  sidebar: (theme: Theme) => ({
    section: css`border-bottom: 1px solid var(--hairline); padding-block: ${theme.space[4]};`,
    fontSize: theme.fontSizes.xs,
    minHeight: '2.25rem',
    body: css`padding-top: ${theme.space[3]};`,
  }),
  panel: (theme: Theme) => ({
    section: css`border-bottom: 1px solid var(--hairline);`,
    fontSize: theme.fontSizes.sm,
    minHeight: '3.25rem',
    body: css`padding-bottom: ${theme.space[5]};`,
  }),
};

/** A collapsible group of filters: a disclosure button over its body. */
export function FilterSection({ title, children, look = 'sidebar', open: heldOpen, onToggle, defaultOpen = true, selected = 0 }: FilterSectionProps) {
  const theme = useTheme();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = heldOpen ?? ownOpen;
  const id = useId();
  const style = looks[look](theme);
  const panel = look === 'panel';
  return (
    <section css={style.section}>
      <h3 css={css`font-family: ${theme.fonts.text}; font-size: ${style.fontSize}; font-weight: 600;`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle ?? (() => setOwnOpen((o) => !o))}
          css={css`
            display: flex;
            width: 100%;
            align-items: center;
            justify-content: space-between;
            min-height: ${style.minHeight};
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
              transform: rotate(${panel && open ? 180 : 0}deg);
            }
          `}
        >
          <span>
            {title}
            {selected > 0 && <span css={css`margin-left: ${theme.space[2]}; color: var(--accent);`}>({selected})</span>}
          </span>
          {panel ? <ChevronDownIcon size={18} /> : open ? <MinusIcon size={16} /> : <PlusIcon size={16} />}
        </button>
      </h3>
      <div id={id} role={panel ? 'region' : undefined} aria-label={panel ? title : undefined} hidden={!open} css={style.body}>
        {children}
      </div>
    </section>
  );
}
