import { css, useTheme } from '@emotion/react';
import { useRef, useState } from 'react';
import { Button, capsLabel } from '../../components/ui';
import type { StaffOrderDetailsFragment } from '../../gql/graphql';
import { DispatchForm } from './dispatch-form';
import { type MoneyAction, MoneyActionDialog } from './money-action-dialog';
import { RefundDialog } from './refund-dialog';
import { MONEY_ACTIONS, statusLabel } from './rules';
import { mutedText } from '../../components/admin/admin-styles';

function noActionReason(order: StaffOrderDetailsFragment): string {
  if (order.status === 'PENDING') return 'The customer has not paid yet. An unpaid checkout ends by itself when its hold on stock expires.';
  if (order.paymentStatus === 'UNPAID') return 'Nothing was charged, so there is nothing to do.';
  return `This order is ${statusLabel(order.status, order.cancellationCode).toLowerCase()}; nothing more can be done to it.`;
}

/** Only what the server allows from the order's state; the actions' outcome then moves focus here, not to a vanished button. */
export function OrderActions({ order }: { order: StaffOrderDetailsFragment }) {
  const theme = useTheme();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [action, setAction] = useState<MoneyAction | null>(null);
  const actions = order.staffActions;
  const done = () => {
    setAction(null);
    // After the dialog has closed and given focus back: the pressed button may be gone by then.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <section aria-labelledby="order-actions-heading" css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); background: ${theme.colors.onyx};`}>
      <h3 id="order-actions-heading" ref={headingRef} tabIndex={-1} css={[capsLabel(theme), css`color: var(--accent); &:focus { outline: none; }`]}>
        Actions
      </h3>
      {actions.length === 0 && <p css={mutedText(theme)}>{noActionReason(order)}</p>}
      {actions.includes('DISPATCH') && <DispatchForm number={order.number} onDone={done} />}
      {(actions.includes('REFUND') || actions.includes('CANCEL')) && (
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; ${actions.includes('DISPATCH') ? `padding-top: ${theme.space[4]}; border-top: 1px solid var(--hairline);` : ''}`}>
          {(['REFUND', 'CANCEL'] as const)
            .filter((name) => actions.includes(name))
            .map((name) => (
              <Button key={name} variant="secondary" size="sm" onClick={() => setAction(name)}>
                {MONEY_ACTIONS[name].button}
              </Button>
            ))}
        </div>
      )}
      {action === 'REFUND' ? (
        <RefundDialog order={order} onClose={() => setAction(null)} onDone={done} />
      ) : (
        <MoneyActionDialog order={order} action={action} onClose={() => setAction(null)} onDone={done} />
      )}
    </section>
  );
}
