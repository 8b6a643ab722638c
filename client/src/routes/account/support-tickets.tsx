import { AccountLayout } from '../../features/account';
import { TicketList } from '../../features/support';

/** /account/support-tickets: the signed-in customer's tickets, their status and replies. */
export default function AccountSupportTicketsPage() {
  return (
    <AccountLayout title="Support tickets" intro="Your requests to our concierge team, with every reply.">
      <TicketList />
    </AccountLayout>
  );
}
