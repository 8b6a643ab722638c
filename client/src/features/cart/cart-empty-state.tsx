import { css, useTheme } from '@emotion/react';
import { BagIcon, ButtonLink } from '../../components/ui';

/** storefront.md §2: 'Your Cart is Empty' with links to /watches and /clothing. */
export function CartEmptyState({ headingLevel = 'h2', onNavigate }: { headingLevel?: 'h1' | 'h2'; onNavigate?: () => void }) {
  const theme = useTheme();
  const Heading = headingLevel;
  return (
    <div css={css`display: grid; justify-items: center; gap: ${theme.space[4]}; padding-block: ${theme.space[8]}; text-align: center;`}>
      <span css={css`display: grid; place-items: center; width: 4.5rem; height: 4.5rem; border: 1px solid var(--hairline); border-radius: 50%; color: var(--accent);`}>
        <BagIcon size={30} />
      </span>
      <Heading css={css`font-size: ${theme.fontSizes['2xl']};`}>Your Cart is Empty</Heading>
      <p css={css`max-width: 22rem; color: var(--fg-muted);`}>Discover our curated timepieces and designer pieces, each authenticated by our specialists.</p>
      <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[3]}; margin-top: ${theme.space[2]};`}>
        <ButtonLink to="/watches" onClick={onNavigate}>
          Shop Watches
        </ButtonLink>
        <ButtonLink to="/clothing" variant="secondary" onClick={onNavigate}>
          Shop Clothing
        </ButtonLink>
      </div>
    </div>
  );
}
