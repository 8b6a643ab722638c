import { css, useTheme } from '@emotion/react';
import { lightSurface } from '../../../components/ui';
import type { TableBlock } from '../content-types';
import { RichText } from '../rich-text';

/**
 * A data table. On narrow screens it scrolls sideways inside a focusable,
 * labelled region, so keyboard users can scroll it too.
 */
export function TableBody({ block }: { block: TableBlock }) {
  const theme = useTheme();
  return (
    <div css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${theme.space[3]};`}>
      <div
        role="region"
        aria-label={block.caption}
        tabIndex={0}
        css={[
          lightSurface,
          css`
          overflow-x: auto;
          border: 1px solid var(--hairline);
          background: ${theme.colors.white};
        `,
        ]}
      >
        <table
          css={css`
            width: 100%;
            min-width: ${Math.max(block.columns.length * 7, 20)}rem;
            border-collapse: collapse;
            font-size: ${theme.fontSizes.sm};
            font-variant-numeric: tabular-nums;
            caption {
              padding: ${theme.space[3]} ${theme.space[4]};
              text-align: left;
              font-family: ${theme.fonts.display};
              font-size: ${theme.fontSizes.lg};
              color: var(--fg);
              border-bottom: 1px solid var(--hairline);
            }
            th,
            td {
              padding: ${theme.space[3]} ${theme.space[4]};
              text-align: left;
              vertical-align: top;
              border-bottom: 1px solid var(--hairline);
            }
            thead th {
              background: ${theme.colors.black};
              color: ${theme.colors.pearl};
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: 0.12em;
              text-transform: uppercase;
              white-space: nowrap;
            }
            tbody th {
              font-weight: 600;
              color: var(--fg);
            }
            tbody td {
              color: var(--fg-muted);
            }
            tbody tr:nth-of-type(even) {
              background: ${theme.colors.ivory};
            }
            tbody tr:last-of-type > * {
              border-bottom: 0;
            }
          `}
        >
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      <RichText text={cell} />
                    </th>
                  ) : (
                    <td key={index}>
                      <RichText text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.note && (
        <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          <RichText text={block.note} />
        </p>
      )}
    </div>
  );
}
