import type { MessageChannel, StoredMessage } from './outbox-message.entity';

/** A message the relay has claimed and hands to a provider. */
export interface ClaimedMessage extends StoredMessage {
  /** Including this one. */
  attempts: number;
}

export interface SendReceipt {
  /** The provider's id for the message, when it gives one. */
  providerMessageId: string | null;
}

/**
 * One provider for one channel (SMTP for email, Twilio for SMS). Another
 * provider is one file implementing this, chosen in messaging.ts.
 * A failure throws a DeliveryError saying whether retrying can help.
 */
export interface ChannelSender {
  readonly channel: MessageChannel;
  send(message: ClaimedMessage): Promise<SendReceipt>;
  /** Releases connections when the process stops. */
  close?(): void;
}

export const MAX_ERROR_LENGTH = 300;

/**
 * Why a send failed, short enough for outbox_message.last_error and a log line:
 * the provider's status and reason, never the message body or a credential.
 */
export class DeliveryError extends Error {
  constructor(
    reason: string,
    /** Retrying cannot help (recipient rejected, message refused): fail at once. */
    readonly permanent: boolean,
  ) {
    super(shortReason(reason));
    this.name = 'DeliveryError';
  }
}

/** One line, credentials in URLs masked, cut to the column's length. */
export function shortReason(reason: string): string {
  const line = reason
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}
