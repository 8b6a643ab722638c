import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Button, Skeleton } from '../../components/ui';
import { DefinitionTip } from '../../components/ui/definition-tip';
import { useAdminOverviewQuery } from '../../gql/hooks';
import { formatPence } from '../../lib/money';
import { mutedText } from '../../components/admin/admin-styles';
import { bigFigure, OverviewCard } from './overview-card';
import { DailyBars } from './sparkline';
import { MarketplaceFigures } from './marketplace-figures';
import { FIGURE_DEFINITIONS } from './figure-definitions';

const WINDOW_LABELS: Record<string, string> = { today: 'Today', last7Days: 'Last 7 days', last30Days: 'Last 30 days' };
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** /admin: revenue, dispatch backlog, stock alerts, support load and pending requests, each leading to its page. */
export function DashboardOverview() {
  const theme = useTheme();
  const overview = useAdminOverviewQuery({ fetchPolicy: 'cache-and-network', pollInterval: 120_000 });
  const data = overview.dataState === 'complete' ? overview.data.adminOverview : null;
  const grid = css`
    display: grid;
    gap: ${theme.space[4]};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  `;

  if (!data) {
    return overview.error ? (
      <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
        <p>The overview could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void overview.refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    ) : (
      <div aria-busy="true" css={grid}>
        <span className="visually-hidden" role="status">
          Loading the overview…
        </span>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} height="10rem" />
        ))}
      </div>
    );
  }

  const last30 = data.sales.find((figures) => figures.window === 'last30Days');
  const openTickets = data.openTickets.reduce((sum, row) => sum + row.count, 0);
  const overdue = data.openTickets.reduce((sum, row) => sum + row.overdue, 0);
  const vip = data.openTickets.reduce((sum, row) => sum + row.vip, 0);

  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      <section aria-label="Sales" css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; background: ${theme.colors.onyx}; border: 1px solid var(--hairline);`}>
        <h2 css={css`font-size: ${theme.fontSizes.xl};`}>Sales</h2>
        <dl css={css`display: grid; gap: ${theme.space[4]}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); margin: 0;`}>
          {data.sales.map((figures) => (
            <div key={figures.window} data-testid={`sales-${figures.window}`} css={css`display: grid; gap: ${theme.space[1]};`}>
              <dt css={mutedText(theme)}>{WINDOW_LABELS[figures.window] ?? figures.window}</dt>
              <dd css={css`margin: 0; display: grid; gap: ${theme.space[1]};`}>
                <span css={mutedText(theme)}>
                  <DefinitionTip term="Net sales" definition={FIGURE_DEFINITIONS.net} />
                </span>
                <span css={bigFigure(theme)} data-testid="net-sales">{formatPence(figures.net.amount)}</span>
                <span css={mutedText(theme)}>
                  <DefinitionTip term="Gross sales" definition={FIGURE_DEFINITIONS.gross} /> <span data-testid="gross-sales">{formatPence(figures.revenue.amount)}</span> · {plural(figures.paidOrders, 'paid order')} · average {formatPence(figures.averageOrder.amount)}
                </span>
                <span css={mutedText(theme)}>
                  <DefinitionTip term="Refunds" definition={FIGURE_DEFINITIONS.refunds} />{' '}
                  <span data-testid="refunds">{figures.refundedOrders ? `${formatPence(-figures.refunded.amount)} · ${plural(figures.refundedOrders, 'order')}` : 'none'}</span>
                </span>
              </dd>
            </div>
          ))}
        </dl>
        <DailyBars
          values={data.daily.map((day) => day.revenue.amount)}
          label={`Revenue per day over the last 30 days, today last: ${formatPence(last30?.revenue.amount ?? 0)} in all`}
        />
      </section>
      <MarketplaceFigures figures={data.marketplace} escrowHeld={data.escrowHeld.amount} />
      <div css={grid}>
        <OverviewCard title="Awaiting dispatch" to="/admin/orders" linkLabel="Open orders" attention={data.awaitingDispatch > 0}>
          <p css={bigFigure(theme)}>{data.awaitingDispatch}</p>
          <p css={mutedText(theme)}>{data.awaitingDispatch ? 'Paid orders waiting to be sent' : 'Every paid order is on its way'}</p>
        </OverviewCard>
        <OverviewCard title="Stock" to="/admin/products" linkLabel="Open products" attention={data.soldOutCount + data.lowStockCount > 0}>
          <p css={bigFigure(theme)}>
            {data.lowStockCount} low · {data.soldOutCount} sold out
          </p>
          {data.lowStock.length + data.soldOut.length > 0 && (
            <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: ${theme.space[1]}; font-size: ${theme.fontSizes.sm};`}>
              {[...data.soldOut, ...data.lowStock].slice(0, 6).map((line) => (
                <li key={line.id} css={css`display: flex; justify-content: space-between; gap: ${theme.space[3]};`}>
                  {/* min-width: 0 (and the list's minmax(0, 1fr)) let a long name shrink to its ellipsis instead of widening the card past a phone's screen. */}
                  <Link to={`/admin/products/${line.id}`} title={line.name} css={css`min-width: 0; color: var(--fg); overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`}>
                    {line.name}
                  </Link>
                  <span css={css`color: ${line.stock === 0 ? theme.colors.dangerOnDark : theme.colors.gold}; white-space: nowrap;`}>{line.stock === 0 ? 'Sold out' : `${line.stock} left`}</span>
                </li>
              ))}
            </ul>
          )}
        </OverviewCard>
        <OverviewCard title="Support" to="/admin/support" linkLabel="Open the queue" attention={overdue > 0 || vip > 0}>
          <p css={bigFigure(theme)}>{plural(openTickets, 'open ticket')}</p>
          <p css={mutedText(theme)}>
            {vip} VIP · {overdue} past due
          </p>
          {data.openTickets.length > 0 && (
            <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space[1]}; font-size: ${theme.fontSizes.sm};`}>
              {data.openTickets.map((row) => (
                <li key={row.priority} css={css`display: flex; justify-content: space-between; text-transform: capitalize;`}>
                  <span>{row.priority}</span>
                  <span>
                    {row.count}
                    {row.vip ? ` (${row.vip} VIP)` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </OverviewCard>
        <OverviewCard title="Returns & repairs" to="/admin/returns" linkLabel="Open requests" attention={data.pendingServiceRequests > 0}>
          <p css={bigFigure(theme)}>{data.pendingServiceRequests}</p>
          <p css={mutedText(theme)}>Requests not yet handled</p>
        </OverviewCard>
        <OverviewCard title="Marketplace" to="/admin/listings" linkLabel="Review listings" attention={data.pendingListings + data.pendingSellerApplications > 0}>
          <p css={bigFigure(theme)}>{data.pendingListings}</p>
          <p css={mutedText(theme)}>
            Listings waiting for review · <Link to="/admin/sellers">{data.pendingSellerApplications} seller application{data.pendingSellerApplications === 1 ? '' : 's'}</Link>
          </p>
        </OverviewCard>
      </div>
    </div>
  );
}
