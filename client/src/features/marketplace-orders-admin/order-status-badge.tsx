import { Badge } from '../../components/ui';
import type { MarketplaceOrderStatus } from '../../gql/graphql';
import { STATUS_LABELS, statusBadge } from './rules';

export function MarketplaceOrderStatusBadge({ status }: { status: MarketplaceOrderStatus }) {
  return <Badge variant={statusBadge(status)}>{STATUS_LABELS[status]}</Badge>;
}
