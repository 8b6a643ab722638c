import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import type { AdminProductFieldsFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { mutedText } from '../../components/admin/admin-styles';
import { formatDateTime } from '../../lib/dates';

const ACTIONS: Record<string, string> = {
  'product.create': 'Created',
  'product.update': 'Edited',
  'product.archive': 'Archived',
  'product.unarchive': 'Back in the shop',
  'product.sale': 'Put on sale',
  'product.restock': 'Restocked',
  'product.images': 'New pictures',
  'product.images.generated': 'Generated art restored',
};

/** A value as staff read it: pence fields as pounds, JSON as plain text. */
export function shownValue(field: string, json: string | null): string {
  if (json === null || json === 'null') return '—';
  const value: unknown = JSON.parse(json);
  if (field.endsWith('Pence') && typeof value === 'number') return formatPence(value);
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (value && typeof value === 'object') return Object.entries(value).map(([key, item]) => `${key}: ${String(item)}`).join('; ');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return String(value);
}

/** Who changed the product, when, and from what to what (newest first). */
export function ProductHistory({ productId, history }: { productId: string; history: AdminProductFieldsFragment['history'] }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="history-heading" css={css`display: grid; gap: ${theme.space[3]};`}>
      <h2 id="history-heading" css={css`font-size: ${theme.fontSizes.xl};`}>
        Change history
      </h2>
      {history.length === 0 ? (
        <p css={mutedText(theme)}>No changes recorded yet.</p>
      ) : (
        <ol css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space[3]};`}>
          {history.map((entry) => (
            <li key={entry.id} css={css`padding: ${theme.space[3]} ${theme.space[4]}; border-left: 2px solid ${theme.colors.gold}; background: ${theme.colors.onyx}; display: grid; gap: ${theme.space[1]};`}>
              <p>
                <strong>{ACTIONS[entry.action] ?? entry.action}</strong>
                {entry.reason ? ` (${entry.reason})` : ''} · <span css={mutedText(theme)}>{entry.actorEmail} · {formatDateTime(entry.createdAt)}</span>
              </p>
              {entry.action !== 'product.create' && entry.changes.length > 0 && (
                <ul css={css`margin: 0; padding-left: ${theme.space[4]}; font-size: ${theme.fontSizes.sm};`}>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {change.label}: {change.fromText} → {change.toText}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <Link to={`/admin/audit?subjectType=product&subjectId=${encodeURIComponent(productId)}`}>See it in the staff audit trail</Link>
    </section>
  );
}
