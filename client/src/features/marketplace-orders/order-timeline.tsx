import { css, useTheme } from '@emotion/react';
import { OrderPanel } from '../../components/order';
import type { MarketplaceOrderDetail_OrderFragment } from '../../gql/graphql';
import { formatWeekdayDateTime } from '../../lib/dates';
import { type TimelineState, timelineSteps } from './order-rules';

const STATE_WORDS: Record<TimelineState, string> = { done: 'Done', current: 'In progress', upcoming: 'To come', stopped: 'Ended' };

/** The escrow's steps with their dates: what happened, what is happening now, and what is still to come (with its deadline). */
export function OrderTimeline({ order }: { order: MarketplaceOrderDetail_OrderFragment }) {
  const theme = useTheme();
  const steps = timelineSteps(order);
  return (
    <OrderPanel id="mp-order-timeline" title="Escrow progress">
      <ol data-testid="mp-timeline" css={css`margin: 0; padding: 0; list-style: none; display: grid;`}>
        {steps.map((step, index) => {
          const done = step.state === 'done' || step.state === 'stopped';
          const dot = step.state === 'stopped' ? 'var(--danger)' : done ? theme.colors.gold : step.state === 'current' ? theme.colors.black : 'transparent';
          return (
            <li key={step.key} aria-current={step.state === 'current' ? 'step' : undefined} css={css`display: grid; grid-template-columns: 1.25rem minmax(0, 1fr); gap: ${theme.space[3]};`}>
              <span aria-hidden="true" css={css`display: grid; justify-items: center; grid-template-rows: auto 1fr;`}>
                <span css={css`width: 0.875rem; height: 0.875rem; margin-top: 0.3rem; border-radius: 50%; border: 2px solid ${step.state === 'upcoming' ? 'var(--hairline)' : step.state === 'stopped' ? 'var(--danger)' : theme.colors.gold}; background: ${dot};`} />
                {index < steps.length - 1 && <span css={css`width: 2px; min-height: 1.5rem; background: ${done ? theme.colors.gold : 'var(--hairline)'};`} />}
              </span>
              <div css={css`display: grid; gap: ${theme.space[1]}; padding-bottom: ${theme.space[4]};`}>
                <p css={css`margin: 0; font-weight: ${step.state === 'current' ? 700 : 500}; color: ${step.state === 'upcoming' ? 'var(--fg-muted)' : 'var(--fg)'};`}>
                  {step.label}
                  <span className="visually-hidden"> ({STATE_WORDS[step.state]})</span>
                </p>
                {step.at && (
                  <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
                    {done ? '' : (step.duePrefix ?? 'Due by ')}
                    <time dateTime={step.at}>{formatWeekdayDateTime(step.at)}</time>
                  </p>
                )}
                {step.detail && <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; overflow-wrap: anywhere;`}>{step.detail}</p>}
                {step.key === 'shipped' && order.trackingUrl && (
                  <a href={order.trackingUrl} target="_blank" rel="noreferrer noopener" css={css`justify-self: start; color: var(--accent); font-weight: 600; font-size: ${theme.fontSizes.sm};`}>
                    Track the parcel
                    <span className="visually-hidden"> with {order.carrierName} (opens in a new tab)</span>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </OrderPanel>
  );
}
