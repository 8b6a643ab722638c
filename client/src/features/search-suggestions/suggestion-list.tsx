import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { productPath, type Suggestion } from './suggestion-rules';

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The listbox of a search combobox. Options are links to the product (a
 * click follows them); keyboard focus stays in the text field, which points
 * at the highlighted option with aria-activedescendant.
 */
export function SuggestionList({
  id,
  items,
  active,
  onChoose,
}: {
  id: string;
  items: Suggestion[];
  active: number;
  onChoose: () => void;
}) {
  const theme = useTheme();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggested products"
      css={css`
        display: grid;
        margin: 0;
        padding: ${theme.space[2]} 0 ${theme.space[4]};
        list-style: none;
      `}
    >
      {items.map((item, index) => {
        const price = item.salePrice ?? item.price;
        return (
          <li key={item.id} role="presentation">
            <Link
              id={optionId(id, index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              to={productPath(item.id)}
              onClick={onChoose}
              css={css`
                display: grid;
                grid-template-columns: 3rem 1fr auto;
                align-items: center;
                gap: ${theme.space[4]};
                padding: ${theme.space[2]} ${theme.space[3]};
                border-left: 2px solid transparent;
                color: ${theme.colors.pearl};
                transition: background-color ${theme.durations.fast} ${theme.easing};
                &:hover,
                &[aria-selected='true'] {
                  background: ${theme.colors.onyx};
                  border-left-color: ${theme.colors.gold};
                }
              `}
            >
              <img
                src={`${item.imageUrl}${item.imageUrl.includes('?') ? '&' : '?'}w=320`}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                css={css`width: 3rem; height: 3rem; object-fit: cover; background: ${theme.colors.graphite};`}
              />
              <span css={css`display: grid; min-width: 0;`}>
                <span css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: ${theme.colors.gold};`}>
                  {item.brand}
                </span>
                <span css={css`overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.lg};`}>
                  {item.name}
                </span>
              </span>
              <span css={css`font-size: ${theme.fontSizes.sm}; color: ${theme.colors.mist}; font-variant-numeric: tabular-nums;`}>{price.formatted}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
