import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Badge, CheckIcon, PinIcon } from '../../components/ui';
import type { MarketplaceSellerCard_SellerFragment } from '../../gql/graphql';
import { Stars } from '../marketplace-reviews/stars';
import { memberSinceText, ratingText, sellerTypeLabel } from './marketplace-rules';

interface SellerCardProps {
  seller: MarketplaceSellerCard_SellerFragment;
  /** h1 on the seller's own page, h3 under a listing's "Seller" heading. */
  headingLevel: 1 | 3;
  /** Links the name to the seller's profile (not on the profile itself). */
  linkToProfile?: boolean;
}

/** Who sells: name, type, city, member since, rating or "No reviews yet", and the checks they passed. */
export function SellerCard({ seller, headingLevel, linkToProfile = false }: SellerCardProps) {
  const theme = useTheme();
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const memberSince = memberSinceText(seller.memberSince);
  const muted = css`display: flex; align-items: center; gap: ${theme.space[2]}; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`;
  return (
    <div css={css`display: grid; gap: ${theme.space[3]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); background: ${theme.colors.white};`}>
      <p css={css`font-size: 0.6875rem; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent);`}>
        {sellerTypeLabel(seller.sellerType)}
      </p>
      <Heading css={css`font-size: ${headingLevel === 1 ? theme.fontSizes['3xl'] : theme.fontSizes.xl}; line-height: 1.1;`}>{seller.displayName}</Heading>
      <p css={muted}>
        <PinIcon size={16} aria-hidden="true" /> {seller.city}
      </p>
      {memberSince && <p css={muted}>{memberSince}</p>}
      <p css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[2]}; font-size: ${theme.fontSizes.sm};`}>
        {seller.rating !== null && seller.reviewCount > 0 && <Stars rating={seller.rating} size={14} />}
        <span>{ratingText(seller.rating, seller.reviewCount)}</span>
      </p>
      <p css={css`font-size: ${theme.fontSizes.sm};`}>
        {seller.liveListings} live {seller.liveListings === 1 ? 'listing' : 'listings'}
      </p>
      {seller.badges.length > 0 && (
        <ul role="list" aria-label="Verified" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; margin: 0;`}>
          {seller.badges.map((badge) => (
            <li key={badge}>
              <Badge variant="outline">
                <CheckIcon size={12} css={css`margin-right: 0.25rem;`} />
                {badge}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {linkToProfile && (
        <Link to={`/marketplace/seller/${seller.id}`} css={css`justify-self: start; font-size: ${theme.fontSizes.sm}; font-weight: 600; color: var(--accent); text-decoration: underline; text-underline-offset: 0.2em;`}>
          View seller profile<span className="visually-hidden">: {seller.displayName}</span>
        </Link>
      )}
    </div>
  );
}
