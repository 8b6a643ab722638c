import { css, useTheme } from '@emotion/react';
import { ButtonLink, Container } from '../../components/ui';

interface MarketplaceNotFoundProps {
  title: string;
  text: string;
}

/** A listing or seller that does not exist or is not visible: say so and lead back to the listings. */
export function MarketplaceNotFound({ title, text }: MarketplaceNotFoundProps) {
  const theme = useTheme();
  return (
    <Container>
      <title>{`${title} — Aurum`}</title>
      <div css={css`display: grid; justify-items: center; gap: ${theme.space[5]}; padding-block: ${theme.space[10]}; text-align: center;`}>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>{title}</h1>
        <p css={css`max-width: 30rem; color: var(--fg-muted);`}>{text}</p>
        <ButtonLink to="/marketplace/listings">Browse all listings</ButtonLink>
      </div>
    </Container>
  );
}

export const LISTING_NOT_FOUND = {
  title: 'Listing Not Found',
  text: "The listing you're looking for doesn't exist or is no longer available.",
} as const;

export const SELLER_NOT_FOUND = {
  title: 'Seller Not Found',
  text: "The seller you're looking for doesn't exist or is not selling on the marketplace.",
} as const;
