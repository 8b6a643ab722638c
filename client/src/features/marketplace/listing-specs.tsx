import { css, useTheme } from '@emotion/react';
import type { MarketplaceListingQuery } from '../../gql/graphql';
import { boxAndPapersLabel } from './marketplace-rules';

type Listing = NonNullable<MarketplaceListingQuery['marketplaceListing']>;

/** The watch's facts as a two-column table of row headers and values. */
export function ListingSpecs({ listing }: { listing: Listing }) {
  const theme = useTheme();
  const rows: [string, string][] = [
    ['Brand', listing.brand],
    ['Model', listing.model],
    ['Reference', listing.reference],
    ['Year', String(listing.year)],
    ['Condition', listing.conditionLabel],
    ['Box and papers', boxAndPapersLabel(listing.hasBox, listing.hasPapers)],
    ['Case size', `${listing.caseSizeMm} mm`],
    ['Case material', listing.caseMaterial],
    ['Movement', listing.movement],
    ['Service history', listing.serviceHistory],
  ];
  return (
    <section aria-labelledby="listing-specs-title" css={css`display: grid; gap: ${theme.space[4]};`}>
      <h2 id="listing-specs-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
        Specifications
      </h2>
      <table css={css`width: 100%; border-collapse: collapse; font-size: ${theme.fontSizes.sm};`}>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name} css={css`border-bottom: 1px solid var(--hairline);`}>
              <th
                scope="row"
                css={css`width: 40%; padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} 0; text-align: left; vertical-align: top; font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--fg-muted);`}
              >
                {name}
              </th>
              <td css={css`padding-block: ${theme.space[3]}; overflow-wrap: anywhere;`}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
