import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { ButtonLink, Container, Eyebrow } from '../ui';
import { ShopProductGrid } from './shop-product-grid';
import { StoredProductCard, type StoredProductCardProps } from './stored-product-card';

type Item = StoredProductCardProps['item'];

export interface StoredProductListPageProps<T extends Item> {
  /** Document title, before ' — Aurum'. */
  pageTitle: string;
  eyebrow: string;
  title: string;
  /** The line under the title (a count, or what the page is for when empty). */
  summary: string;
  /** Shown instead of the grid when there are no items, above links to both departments. */
  emptyText: string;
  /** Accessible name of the product list. */
  listLabel: string;
  items: T[];
  /** Buttons under each card. */
  actions?: (item: T) => ReactNode;
}

/** A page listing products kept in the browser (wishlist, recently viewed), with an empty state. */
export function StoredProductListPage<T extends Item>({
  pageTitle,
  eyebrow,
  title,
  summary,
  emptyText,
  listLabel,
  items,
  actions,
}: StoredProductListPageProps<T>) {
  const theme = useTheme();
  return (
    <Container>
      <title>{`${pageTitle} — Aurum`}</title>
      <div css={css`display: grid; gap: ${theme.space[7]}; padding-block: ${theme.space[8]} ${theme.space[9]};`}>
        <header css={css`display: grid; gap: ${theme.space[3]}; justify-items: center; text-align: center;`}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>{title}</h1>
          <p data-testid="list-summary" css={css`color: var(--fg-muted);`}>
            {summary}
          </p>
        </header>
        {items.length === 0 ? (
          <div css={css`display: grid; justify-items: center; gap: ${theme.space[5]}; text-align: center;`}>
            <p css={css`max-width: 30rem; font-size: ${theme.fontSizes.lg};`}>{emptyText}</p>
            <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[3]};`}>
              <ButtonLink to="/watches">Explore Watches</ButtonLink>
              <ButtonLink to="/clothing" variant="secondary">
                Explore Clothing
              </ButtonLink>
            </div>
          </div>
        ) : (
          <ShopProductGrid label={listLabel} columns="repeat(4, minmax(0, 1fr))">
            {items.map((item) => (
              <li key={item.id}>
                <StoredProductCard item={item} actions={actions?.(item)} />
              </li>
            ))}
          </ShopProductGrid>
        )}
      </div>
    </Container>
  );
}
