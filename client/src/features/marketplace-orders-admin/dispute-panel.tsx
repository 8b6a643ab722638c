import { css, useTheme } from '@emotion/react';
import { mutedText } from '../../components/admin/admin-styles';
import type { StaffMarketplaceOrderDetailsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';

/** The buyer's dispute: their words and photos (served only to the parties and staff), and staff's decision once made. */
export function DisputePanel({ order }: { order: StaffMarketplaceOrderDetailsFragment }) {
  const theme = useTheme();
  if (!order.disputedAt) return null;
  const open = order.status === 'DISPUTED';
  return (
    <section
      aria-labelledby="dispute-heading"
      css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; border: 1px solid ${open ? 'var(--danger)' : 'var(--hairline)'}; min-width: 0;`}
    >
      <div css={css`display: grid; gap: ${theme.space[1]};`}>
        <h2 id="dispute-heading" css={css`font-size: ${theme.fontSizes.xl};`}>
          {open ? 'Open dispute' : 'Dispute'}
        </h2>
        <p css={mutedText(theme)}>Opened by the buyer on {formatDateTime(order.disputedAt)}</p>
      </div>
      <blockquote css={css`margin: 0; padding-left: ${theme.space[4]}; border-left: 2px solid ${theme.colors.gold}; white-space: pre-line; overflow-wrap: anywhere;`}>{order.disputeReason}</blockquote>
      {order.disputePhotoUrls.length > 0 ? (
        <ul role="list" aria-label="The buyer’s photos" css={css`display: grid; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); gap: ${theme.space[3]}; margin: 0; padding: 0; list-style: none;`}>
          {order.disputePhotoUrls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" css={css`display: block; border: 1px solid var(--hairline); &:hover, &:focus-visible { border-color: ${theme.colors.gold}; }`}>
                <img src={url} alt={`Dispute photo ${index + 1} of ${order.disputePhotoUrls.length}`} loading="lazy" css={css`display: block; width: 100%; aspect-ratio: 1; object-fit: cover;`} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p css={mutedText(theme)}>No photos were sent.</p>
      )}
      {order.resolutionReason && (
        <div css={css`display: grid; gap: ${theme.space[1]};`}>
          <h3 css={css`font-size: ${theme.fontSizes.md}; font-family: ${theme.fonts.text};`}>Decision</h3>
          <p css={css`overflow-wrap: anywhere;`}>{order.resolutionReason}</p>
        </div>
      )}
    </section>
  );
}
