import { useRef, useState, type KeyboardEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { focusTarget, MinusIcon, PlusIcon } from '../../components/ui';
import { ActionRow } from './action-button';
import type { AccordionItem } from './content-types';
import { toggleOpen } from './disclosure-rules';
import { RichText } from './rich-text';

/**
 * WAI-ARIA accordion: each header is a button (Enter and Space toggle it)
 * inside a heading, with aria-expanded and aria-controls; Up and Down arrows,
 * Home and End move between headers. All items start closed.
 */
export function Accordion({ items, singleOpen = false, idPrefix }: { items: AccordionItem[]; singleOpen?: boolean; idPrefix: string }) {
  const theme = useTheme();
  const [open, setOpen] = useState<string[]>([]);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = focusTarget(event.key, index, items.length, { previous: 'ArrowUp', next: 'ArrowDown' });
    if (target === null) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <div css={css`width: 100%; max-width: 60rem; margin-inline: auto; border-top: 1px solid var(--hairline);`}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const headerId = `${idPrefix}-${item.id}-header`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <div key={item.id} css={css`border-bottom: 1px solid var(--hairline);`}>
            <h3 css={css`font-family: inherit; font-size: inherit; letter-spacing: normal;`}>
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                id={headerId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpen(current, item.id, singleOpen))}
                onKeyDown={(event) => onKeyDown(event, index)}
                css={css`
                  display: flex;
                  align-items: center;
                  justify-content: space-between;
                  gap: ${theme.space[4]};
                  width: 100%;
                  padding: ${theme.space[5]} ${theme.space[1]};
                  background: none;
                  border: 0;
                  text-align: left;
                  color: var(--fg);
                  transition: color ${theme.durations.fast} ${theme.easing};
                  &:hover {
                    color: var(--accent);
                  }
                  &[aria-expanded='true'] .accordion-icon {
                    background: ${theme.colors.gold};
                    color: ${theme.colors.black};
                  }
                `}
              >
                <span css={css`display: grid; gap: ${theme.space[1]};`}>
                  <span css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl}; line-height: 1.25;`}>{item.title}</span>
                  {item.meta && (
                    <span
                      css={css`
                        display: flex;
                        flex-wrap: wrap;
                        gap: 0.25rem ${theme.space[4]};
                        font-size: ${theme.fontSizes.xs};
                        font-weight: 600;
                        letter-spacing: ${theme.letterSpacing.caps};
                        text-transform: uppercase;
                        color: var(--fg-muted);
                      `}
                    >
                      {item.meta.map((fact) => (
                        <span key={fact}>{fact}</span>
                      ))}
                    </span>
                  )}
                </span>
                <span
                  className="accordion-icon"
                  aria-hidden="true"
                  css={css`
                    display: grid;
                    flex-shrink: 0;
                    place-items: center;
                    width: 2.25rem;
                    height: 2.25rem;
                    border: 1px solid ${theme.colors.gold};
                    border-radius: 50%;
                    color: var(--accent);
                    transition: background-color ${theme.durations.base} ${theme.easing};
                  `}
                >
                  {expanded ? <MinusIcon size={16} /> : <PlusIcon size={16} />}
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!expanded}
              css={css`
                display: grid;
                gap: ${theme.space[4]};
                padding: 0 ${theme.space[1]} ${theme.space[6]};
                max-width: 48rem;
                color: var(--fg-muted);
                &[hidden] {
                  display: none;
                }
              `}
            >
              {item.body.map((paragraph) => (
                <p key={paragraph}>
                  <RichText text={paragraph} />
                </p>
              ))}
              {item.actions && <ActionRow actions={item.actions} />}
            </div>
          </div>
        );
      })}
    </div>
  );
}
