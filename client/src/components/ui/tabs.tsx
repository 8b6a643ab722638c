import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { focusTarget } from './roving-focus';

export interface TabItem {
  id: string;
  label: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left and Right arrows (wrapping),
 * Home and End move to and select a tab; only the selected tab is in the Tab
 * order, and Tab from it goes into its panel. The first tab is the default,
 * unless `initialId` names another (a link may open a given tab); `onSelect`
 * hears each change (to keep the tab in the address). `lazy` renders only the
 * selected panel's content (panels that load their own data); `renderPanel` is
 * told whether its tab is the selected one.
 */
export function Tabs<T extends TabItem>({
  label,
  tabs,
  idPrefix,
  renderPanel,
  initialId,
  onSelect,
  lazy = false,
}: {
  label: string;
  tabs: T[];
  idPrefix: string;
  renderPanel: (tab: T, selected: boolean) => ReactNode;
  initialId?: string;
  onSelect?: (tab: T) => void;
  lazy?: boolean;
}) {
  const theme = useTheme();
  const [selected, setSelectedId] = useState(tabs.some((tab) => tab.id === initialId) ? initialId : tabs[0]?.id);
  const setSelected = (id: string) => {
    setSelectedId(id);
    const tab = tabs.find((item) => item.id === id);
    if (tab && id !== selected) onSelect?.(tab);
  };
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = focusTarget(event.key, index, tabs.length, { previous: 'ArrowLeft', next: 'ArrowRight' });
    if (target === null) return;
    event.preventDefault();
    setSelected(tabs[target].id);
    tabRefs.current[target]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        css={css`
          display: flex;
          gap: ${theme.space[1]};
          overflow-x: auto;
          border-bottom: 1px solid var(--hairline);
          scrollbar-width: none;
        `}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`${idPrefix}-${tab.id}-tab`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-${tab.id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              css={css`
                position: relative;
                flex-shrink: 0;
                min-height: 3rem;
                padding: 0 ${theme.space[5]};
                background: none;
                border: 0;
                color: var(--fg-muted);
                font-size: ${theme.fontSizes.xs};
                font-weight: 600;
                letter-spacing: ${theme.letterSpacing.caps};
                text-transform: uppercase;
                transition: color ${theme.durations.fast} ${theme.easing};
                &::after {
                  content: '';
                  position: absolute;
                  left: 0;
                  right: 0;
                  bottom: -1px;
                  height: 2px;
                  background: var(--accent);
                  transform: scaleX(0);
                  transition: transform ${theme.durations.base} ${theme.easing};
                }
                &:hover {
                  color: var(--fg);
                }
                &[aria-selected='true'] {
                  color: var(--fg);
                }
                &[aria-selected='true']::after {
                  transform: scaleX(1);
                }
                &:focus-visible {
                  outline-offset: -3px;
                }
              `}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${idPrefix}-${tab.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-${tab.id}-tab`}
          tabIndex={0}
          hidden={tab.id !== selected}
          css={css`
            padding-top: ${theme.space[7]};
            &:focus-visible {
              outline-offset: 6px;
            }
          `}
        >
          {(!lazy || tab.id === selected) && renderPanel(tab, tab.id === selected)}
        </div>
      ))}
    </div>
  );
}
