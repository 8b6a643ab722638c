import { css, useTheme } from '@emotion/react';
import { ActionButton } from '../action-button';
import type { CardsBlock } from '../content-types';
import { RichText } from '../rich-text';
import { Heading, type HeadingLevel } from './heading';

/** A grid of framed cards: highlights, partners, releases, roles of the process. */
export function CardsBody({ block, level }: { block: CardsBlock; level: HeadingLevel }) {
  const theme = useTheme();
  const columns = block.columns ?? Math.min(block.cards.length, 3);
  return (
    <ul
      role="list"
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        margin: 0;
        ${theme.mq.sm} {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
        ${theme.mq.lg} {
          grid-template-columns: repeat(${columns}, minmax(0, 1fr));
          gap: ${theme.space[5]};
        }
      `}
    >
      {block.cards.map((card) => (
        <li
          key={card.title}
          css={css`
            position: relative;
            display: grid;
            align-content: start;
            gap: ${theme.space[3]};
            padding: ${theme.space[6]} ${theme.space[5]};
            border: 1px solid var(--hairline);
            background: ${block.tone === 'dark' ? theme.colors.onyx : theme.colors.white};
            &::before {
              content: '';
              position: absolute;
              top: -1px;
              left: ${theme.space[5]};
              width: 2.5rem;
              height: 2px;
              background: ${theme.colors.gold};
            }
          `}
        >
          {card.figure && (
            <p css={css`font-family: ${theme.fonts.display}; font-size: 2.5rem; line-height: 1; color: var(--accent);`}>{card.figure}</p>
          )}
          {card.kicker && (
            <p
              css={css`
                font-size: ${theme.fontSizes.xs};
                font-weight: 600;
                letter-spacing: ${theme.letterSpacing.caps};
                text-transform: uppercase;
                color: var(--accent);
              `}
            >
              {card.kicker}
            </p>
          )}
          <Heading level={level}>{card.title}</Heading>
          <p css={css`color: var(--fg-muted); font-size: 0.9375rem;`}>
            <RichText text={card.text} />
          </p>
          {card.action && (
            <div css={css`margin-top: ${theme.space[2]};`}>
              <ActionButton action={{ ...card.action, variant: card.action.variant ?? 'secondary' }} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
