import { Badge } from '../../components/ui';
import type { CancellationReason, OrderStatus } from '../../gql/graphql';
import { statusBadge, statusLabel } from './rules';

export function OrderStatusBadge({ status, cancellationCode }: { status: OrderStatus; cancellationCode?: CancellationReason | null }) {
  return <Badge variant={statusBadge(status)}>{statusLabel(status, cancellationCode)}</Badge>;
}
