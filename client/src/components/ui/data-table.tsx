import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { capsLabel } from './field-frame';

/** Rows of records (the admin dashboard's tables): caps headers in the accent colour, hairline rules, a hover tint. */
export const dataTableStyle = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  th {
    ${capsLabel(theme)};
    text-align: left;
    color: var(--accent);
  }
  th,
  td {
    padding: ${theme.space[4]} ${theme.space[3]};
    border-bottom: 1px solid var(--hairline);
    vertical-align: top;
  }
  .numeric {
    font-variant-numeric: tabular-nums;
    text-align: right;
    white-space: nowrap;
  }
  tbody tr:hover {
    background: rgba(198, 161, 91, 0.05);
  }
`;

/** A column heading; numeric columns (amounts, counts) align right, and their cells take className="numeric". */
export type DataTableColumn = string | { label: string; numeric?: boolean };

export interface DataTableProps {
  columns: readonly DataTableColumn[];
  /** The table's name for screen readers; leave it out when a heading right above names the table's section. */
  caption?: string;
  /** Keep every cell on one line (short values: dates, numbers, references). */
  nowrap?: boolean;
  /** Styles the scrolling wrapper, e.g. to hide the table where cards take over. */
  className?: string;
  /** The body's rows (<tr>), one <td> per column. */
  children: ReactNode;
}

/** A table of records under its column headings, in a wrapper that scrolls sideways on narrow screens instead of squeezing the columns. */
export function DataTable({ columns, caption, nowrap, className, children }: DataTableProps) {
  const theme = useTheme();
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1): focusable, and named for screen readers.
    <div className={className} tabIndex={0} role="region" aria-label={caption ?? `Table: ${columns.map(columnLabel).join(', ')}`} css={css`overflow-x: auto; &:focus-visible { outline-offset: 2px; }`}>
      <table css={[dataTableStyle(theme), nowrap && css`th, td { white-space: nowrap; }`]}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => {
              const label = columnLabel(column);
              const numeric = typeof column !== 'string' && column.numeric;
              return (
                <th key={label} scope="col" className={numeric ? 'numeric' : undefined}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const columnLabel = (column: DataTableColumn) => (typeof column === 'string' ? column : column.label);
