import { css, useTheme } from '@emotion/react';
import { Badge } from '../../components/ui';
import { TICKET_CATEGORIES, type TicketCategory } from '@aurum/rules/support/support-categories';

/** Step 1: the six inquiry categories; VIP-only ones are disabled unless the client is VIP. */
export function CategoryPicker({ isVip, onChoose }: { isVip: boolean; onChoose: (category: TicketCategory) => void }) {
  const theme = useTheme();
  return (
    <fieldset css={css`border: 0; padding: 0; margin: 0; display: grid; gap: ${theme.space[4]};`}>
      <legend css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl}; margin-bottom: ${theme.space[4]};`}>
        How can we help?
      </legend>
      <ul role="list" css={css`display: grid; gap: ${theme.space[3]}; margin: 0; ${theme.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`}>
        {TICKET_CATEGORIES.map((category) => {
          const locked = category.isVip && !isVip;
          return (
            <li key={category.id}>
              <button
                type="button"
                disabled={locked}
                onClick={() => onChoose(category)}
                aria-describedby={`category-${category.id}-details`}
                css={css`
                  width: 100%;
                  height: 100%;
                  display: grid;
                  gap: ${theme.space[2]};
                  text-align: left;
                  padding: ${theme.space[5]};
                  background: transparent;
                  color: var(--fg);
                  border: 1px solid var(--hairline);
                  cursor: pointer;
                  transition: border-color 0.2s;
                  &:hover:not(:disabled) { border-color: ${theme.colors.gold}; }
                  &:focus-visible { outline: 2px solid ${theme.colors.gold}; outline-offset: 2px; }
                  &:disabled { cursor: not-allowed; opacity: 0.6; }
                `}
              >
                <span css={css`display: flex; justify-content: space-between; gap: ${theme.space[2]}; align-items: center;`}>
                  <span css={css`font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; font-size: ${theme.fontSizes.sm};`}>
                    {category.label}
                  </span>
                  {category.isVip && <Badge>VIP only</Badge>}
                </span>
                <span id={`category-${category.id}-details`} css={css`display: grid; gap: ${theme.space[1]}; color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
                  <span>{category.description}</span>
                  <span>
                    Response within {category.expectedResponse}
                    {locked ? ' · Available to VIP clients' : ''}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
