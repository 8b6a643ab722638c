import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

export interface DetailTab {
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right move and select
 * (wrapping), Home/End jump to the ends; only the selected tab is in the Tab order.
 */
export function DetailTabs({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  const theme = useTheme();
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={css`
          display: flex;
          gap: ${theme.space[5]};
          overflow-x: auto;
          border-bottom: 1px solid var(--hairline);
          scrollbar-width: none;
        `}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            css={css`
              flex-shrink: 0;
              padding: ${theme.space[3]} 0;
              border: 0;
              border-bottom: 2px solid transparent;
              margin-bottom: -1px;
              background: none;
              color: var(--fg-muted);
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: ${theme.letterSpacing.caps};
              text-transform: uppercase;
              &[aria-selected='true'] {
                color: var(--fg);
                border-bottom-color: ${theme.colors.gold};
              }
              &:hover {
                color: var(--fg);
              }
              &:focus-visible {
                outline-offset: -2px;
              }
            `}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          css={css`padding-top: ${theme.space[5]}; line-height: 1.7; &:focus-visible { outline-offset: 4px; }`}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
