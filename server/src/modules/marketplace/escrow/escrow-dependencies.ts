import type { MessagingDependencies } from '../../messaging/message-transport';
import type { PaymentGateway } from '../../orders/payment-gateway';

/** What the escrow needs from the process: the shop's one payment gateway, email, and the links' origin. */
export interface EscrowDependencies {
  gateway: PaymentGateway;
  publicUrl: string;
  messaging: MessagingDependencies;
}
