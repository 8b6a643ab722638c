import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Button, Dialog } from '../../components/ui';
import { sizedImage } from '../../components/product/product-image';
import { formatPence } from '../../lib/money';
import { COMPARE_MAX, trackEvent, useCompare, type CompareItem } from '../../lib/shop-lists';
import { compareBrand, compareTags, selectedLabel } from './compare-display';
import { CompareStock } from './compare-stock';

interface Row {
  label: string;
  value: (item: CompareItem) => ReactNode;
}

const listOrDash = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(', ') : '—');

const ROWS: Row[] = [
  { label: 'Price', value: (item) => formatPence(item.price) },
  { label: 'Brand', value: compareBrand },
  { label: 'Category', value: (item) => (item.category === 'clothing' ? 'Clothing' : 'Watches') },
  { label: 'Materials', value: (item) => listOrDash(item.materials) },
  { label: 'Colours', value: (item) => listOrDash(item.colors) },
  { label: 'Availability', value: (item) => <CompareStock productId={item.id} /> },
  { label: 'Tags', value: (item) => listOrDash(compareTags(item)) },
];

/**
 * The compare overlay: up to 3 products side by side (storefront.md §2 "Everywhere", §9). No rating row: the spec's
 * placeholder ratings stood behind no review, which UK law bans (DMCC Act 2024; issue 37) — ratings will come
 * only from real reviews.
 */
export default function CompareOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const compare = useCompare();
  const shown = compare.items.slice(0, COMPARE_MAX);

  const removeOne = (item: CompareItem) => {
    compare.remove(item.id);
    trackEvent('compare_toggle', { productId: item.id, action: 'removed' });
  };
  // Emptying the list closes the overlay (the floating button handles focus).
  const clearAll = () => compare.clear();

  return (
    <Dialog
      open={open && shown.length > 0}
      onClose={onClose}
      title="Compare Products"
      description={<span data-testid="compare-selected">{selectedLabel(shown.length, COMPARE_MAX)}</span>}
      width="min(64rem, 100%)"
      footer={
        <>
          <Button variant="ghost" onClick={clearAll}>
            Clear All
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <div
        role="region"
        aria-label="Comparison table"
        tabIndex={0}
        css={css`
          overflow-x: auto;
          margin-inline: calc(-1 * ${theme.space[2]});
          padding-inline: ${theme.space[2]};
          &:focus-visible {
            outline-offset: 2px;
          }
        `}
      >
        <table
          css={css`
            /* Not named --label: Emotion reads any 'label:' declaration as the class label. */
            --rowhead-width: 8.5rem;
            --product-width: 9rem;
            ${theme.mq.belowMd} {
              --rowhead-width: 6rem;
              --product-width: 8rem;
            }
            width: 100%;
            min-width: calc(var(--rowhead-width) + ${shown.length} * var(--product-width));
            border-collapse: collapse;
            table-layout: fixed;
            font-size: ${theme.fontSizes.sm};
            th,
            td {
              padding: ${theme.space[3]} ${theme.space[3]};
              border-bottom: 1px solid var(--hairline);
              text-align: left;
              vertical-align: top;
              /* A long word (a brand, a material) breaks at a hyphen inside its column instead of running under the next one (issue 37, phone). */
              overflow-wrap: break-word;
              hyphens: auto;
            }
            /* The labels stay in view while a phone scrolls the products sideways. */
            tbody th,
            thead td {
              position: sticky;
              left: 0;
              z-index: 1;
              background: ${theme.colors.ivory};
            }
            tbody th {
              color: var(--fg-muted);
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: ${theme.letterSpacing.caps};
              text-transform: uppercase;
              ${theme.mq.belowMd} {
                font-size: 0.625rem;
                letter-spacing: 0.08em;
              }
            }
          `}
        >
          <caption className="visually-hidden">Products compared side by side</caption>
          <thead>
            <tr>
              <td css={css`width: var(--rowhead-width);`} />
              {shown.map((item) => (
                <th key={item.id} scope="col" css={css`font-weight: 400;`}>
                  <div css={css`display: grid; gap: ${theme.space[2]};`}>
                    <div css={css`width: min(100%, 11rem); aspect-ratio: 1 / 1; background: ${theme.colors.parchment}; overflow: hidden;`}>
                      {item.imageUrl && (
                        <img src={sizedImage(item.imageUrl, 320)} width={320} height={320} alt="" css={css`width: 100%; height: 100%; object-fit: cover;`} />
                      )}
                    </div>
                    <Link
                      to={`/product/${item.id}`}
                      onClick={onClose}
                      css={css`font-family: ${theme.fonts.display}; font-size: 1.125rem; line-height: 1.15; &:hover { color: var(--accent); }`}
                    >
                      {item.name}
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove: ${item.name}`}
                      onClick={() => removeOne(item)}
                      css={css`justify-self: start; padding-inline: 0;`}
                    >
                      Remove
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {shown.map((item) => (
                  <td key={item.id}>{row.value(item)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}

