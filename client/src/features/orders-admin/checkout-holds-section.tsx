import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { QueuePager } from '../../components/admin/queue-pager';
import { Button, useToast } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import type { CheckoutHoldsQuery } from '../../gql/graphql';
import { useCheckoutHoldsQuery, useReleaseCheckoutHoldMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/dates';

type Hold = CheckoutHoldsQuery['checkoutHolds']['items'][number];

/** Holds shown per page. */
const HOLDS_PER_PAGE = 25;

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;
const held = (hold: Hold) => hold.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

/** What releasing does, said before staff confirm. */
export const releaseEffect = (hold: Hold) =>
  `${units(hold.units)} (${held(hold)}) go back on sale now. Checkout ${hold.orderNumber} (${hold.holder}) ends as expired; if the shopper still pays, the order goes through only while the stock is there, otherwise the payment is refunded.`;

/** /admin/orders: open checkouts holding stock, soonest to run out first; staff can release one, with a reason. */
export function CheckoutHoldsSection() {
  const theme = useTheme();
  const { toast } = useToast();
  const [offset, setOffset] = useState(0);
  const holds = useCheckoutHoldsQuery({ variables: { limit: HOLDS_PER_PAGE, offset }, fetchPolicy: 'cache-and-network' });
  const [release, releasing] = useReleaseCheckoutHoldMutation({ refetchQueries: ['CheckoutHolds'] });
  const [chosen, setChosen] = useState<Hold | null>(null);
  const page = holds.dataState === 'complete' ? holds.data.checkoutHolds : null;
  const list = page?.items ?? null;

  const body = !list ? (
    holds.error ? (
      <p role="alert">The checkout holds could not be loaded.</p>
    ) : (
      <p role="status" css={mutedText(theme)}>
        Loading checkout holds…
      </p>
    )
  ) : list.length === 0 ? (
    offset > 0 ? (
      <p css={mutedText(theme)}>
        No checkout on this page holds stock any more.{' '}
        <Button variant="secondary" size="sm" onClick={() => setOffset(0)}>
          Back to the first page
        </Button>
      </p>
    ) : (
      <p css={mutedText(theme)}>No checkout is holding stock right now.</p>
    )
  ) : (
    <DataTable caption="Open checkout holds, soonest to run out first" columns={['Checkout', 'Held', { label: 'Units', numeric: true }, 'Holder', 'Runs out', 'Action']}>
      {list.map((hold) => (
        <tr key={hold.id}>
          <td css={css`letter-spacing: 0.04em;`}>{hold.orderNumber}</td>
          <td>{held(hold)}</td>
          <td className="numeric">{hold.units}</td>
          <td>{hold.holder}</td>
          <td css={css`white-space: nowrap;`}>{formatDateTime(hold.expiresAt)}</td>
          <td>
            <Button variant="secondary" size="sm" onClick={() => setChosen(hold)} aria-label={`Release hold of checkout ${hold.orderNumber}`}>
              Release hold
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );

  return (
    <section aria-labelledby="checkout-holds-heading" css={css`display: grid; gap: ${theme.space[4]}; padding-bottom: ${theme.space[8]};`}>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <h2 id="checkout-holds-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Checkout holds
        </h2>
        <p css={mutedText(theme)}>Stock held by checkouts not yet paid. A hold runs out by itself; release one that keeps stock from other customers.</p>
      </div>
      {body}
      {page && <QueuePager label="Checkout hold pages" totalCount={page.totalCount} offset={offset} limit={HOLDS_PER_PAGE} onChange={setOffset} />}
      {chosen && (
        <ReasonDialog
          open
          onClose={() => setChosen(null)}
          title={`Release the hold of checkout ${chosen.orderNumber}?`}
          effect={<p>{releaseEffect(chosen)}</p>}
          confirmLabel={releasing.loading ? 'Releasing…' : `Release ${units(chosen.units)}`}
          busy={releasing.loading}
          onConfirm={async (reason) => {
            try {
              await release({ variables: { id: chosen.id, reason } });
            } catch (error) {
              throw new Error(apiError(error, 'Nothing has changed: the request did not reach the shop. Please try again.').message);
            }
            toast({ title: `Hold of ${chosen.orderNumber} released`, description: `${units(chosen.units)} back on sale.`, variant: 'success' });
            setChosen(null);
          }}
        />
      )}
    </section>
  );
}
