import type { MessagingDependencies } from '../../messaging/message-transport';
import type { PaymentGateway } from '../../payments/payment-gateway';

/** What the escrow needs from the process: the shop's one payment gateway, email, the links' origin and the staff address. */
export interface EscrowDependencies {
  gateway: PaymentGateway;
  publicUrl: string;
  messaging: MessagingDependencies;
  /** The marketplace team's address: told of each new dispute. */
  marketplaceStaffEmail: string;
}
