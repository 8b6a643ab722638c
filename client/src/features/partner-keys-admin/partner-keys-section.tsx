import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { QueueScreen } from '../../components/admin/queue-screen';
import { Badge, Button } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { PartnerKeyRowFragment } from '../../gql/graphql';
import { usePartnerApiKeysQuery } from '../../gql/hooks';
import { KeyActionDialog, type KeyAction } from './key-action-dialog';
import { NewKeyDialog } from './new-key-dialog';
import { OriginsDialog } from './origins-dialog';
import { usageTotals } from './rules';
import { SecretDialog } from './secret-dialog';
import { UsageBars } from './usage-bars';
import { formatDateTime } from '../../lib/dates';

const number = new Intl.NumberFormat('en-GB');
const PAGE_SIZE = 25;

/** Every partner key: who it is for, what it may read, from which web origins, its budget and its last day of use; issue, change origins, rotate, revoke. */
export function PartnerKeysSection({ creating, onCreatingChange }: { creating: boolean; onCreatingChange: (open: boolean) => void }) {
  const theme = useTheme();
  const [offset, setOffset] = useState(0);
  const keys = usePartnerApiKeysQuery({ variables: { limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const [secret, setSecret] = useState<{ value: string; label: string } | null>(null);
  const [action, setAction] = useState<{ key: PartnerKeyRowFragment; action: KeyAction } | null>(null);
  const [editingOrigins, setEditingOrigins] = useState<PartnerKeyRowFragment | null>(null);
  const showSecret = (value: string, label: string) => setSecret({ value, label });

  return (
    <QueueScreen
      id="partner-keys"
      label="Partner API keys"
      noun={['key', 'keys']}
      order="live ones first, then newest"
      page={keys.dataState === 'complete' ? keys.data.partnerApiKeys : null}
      error={keys.error}
      onRetry={() => keys.refetch()}
      loadingLabel="Loading the keys…"
      errorText="Could not load the keys."
      empty="No partner has a key yet. Issue one when a partner's agreement is signed."
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Partner key pages' }}
      after={
        <>
          {creating && (
            <NewKeyDialog
              open
              onClose={() => onCreatingChange(false)}
              onIssued={(value, label) => {
                onCreatingChange(false);
                showSecret(value, label);
              }}
            />
          )}
          <OriginsDialog target={editingOrigins} onClose={() => setEditingOrigins(null)} />
          <KeyActionDialog target={action} onClose={() => setAction(null)} onRotated={showSecret} />
          <SecretDialog secret={secret?.value ?? null} label={secret?.label ?? ''} onClose={() => setSecret(null)} />
        </>
      }
    >
      {(rows) => (
        <DataTable columns={['Partner', 'Scopes', 'Web origins', 'Budget / min', 'Last 24 hours', 'Last used', 'Status', 'Actions']}>
          {rows.map((key) => {
            const day = usageTotals(key.usage);
            return (
              <tr key={key.id}>
                <td>
                  <strong css={css`display: block;`}>{key.label}</strong>
                  <code css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>{key.prefix}…</code>
                  <span css={css`display: block; color: var(--fg-muted); font-size: ${theme.fontSizes.xs};`}>
                    Issued {formatDateTime(key.createdAt)} by {key.createdBy}
                  </span>
                </td>
                <td>{key.scopes.join(', ')}</td>
                <td>
                  {key.allowedOrigins.length ? (
                    <ul css={css`list-style: none; margin: 0; padding: 0; font-size: ${theme.fontSizes.xs};`}>
                      {key.allowedOrigins.map((origin) => (
                        <li key={origin}>
                          <code>{origin}</code>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span css={css`color: var(--fg-muted);`}>None</span>
                  )}
                </td>
                <td className="numeric">{number.format(key.costPerMinute)}</td>
                <td>
                  <UsageBars usage={key.usage} label={`Calls per hour for ${key.label}`} />
                  <span css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
                    {number.format(day.calls)} calls · {number.format(day.cost)} cost · {number.format(day.errors)} errors
                  </span>
                </td>
                <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</td>
                <td>{key.revokedAt ? <Badge variant="muted">Revoked {formatDateTime(key.revokedAt)}</Badge> : <Badge variant="outline">Live</Badge>}</td>
                <td>
                  {!key.revokedAt && (
                    <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
                      <Button size="sm" variant="secondary" onClick={() => setEditingOrigins(key)} aria-label={`Web origins of ${key.label}`}>
                        Origins
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setAction({ key, action: 'rotate' })} aria-label={`Rotate ${key.label}`}>
                        Rotate
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setAction({ key, action: 'revoke' })} aria-label={`Revoke ${key.label}`}>
                        Revoke
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </QueueScreen>
  );
}
