import type { MikroORM } from '@mikro-orm/postgresql';
import type { MessagingSettings } from '../../config';
import type { ChannelSender } from './channel-sender';
import { MessageRelay, type RelayOptions } from './message-relay';
import type { MessagingDependencies } from './message-transport';
import { SmtpEmailSender } from './smtp-email-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

/*
 * Messaging: every email and SMS goes through a transactional outbox.
 *
 * - Services call MessageTransport.send(); OutboxTransport writes the message
 *   into outbox_message in the caller's transaction, so a rolled-back change
 *   sends nothing and a committed one cannot be lost.
 * - A channel with a provider (SMTP_URL for email, Twilio for SMS) writes the
 *   message as `pending`, and a NOTIFY wakes the relays; without a provider it
 *   is written as `kept`: the outbox is then the delivery, read at /dev/outbox
 *   in development and by tests that follow links and codes.
 * - Every server process runs a MessageRelay (see message-relay.ts) that claims
 *   due messages with FOR UPDATE SKIP LOCKED and a lease, sends them outside
 *   the transaction, and marks them sent, retries with backoff, or fails them.
 *   Codes and links carry expires_at and are never sent late.
 * - A provider is a ChannelSender; another SMS provider is one more file and a
 *   line in createSenders().
 * - Removing a provider from the settings leaves its channel's pending messages
 *   waiting until a process with the provider runs again (which then marks
 *   those past their expires_at as expired instead of sending them).
 */

export interface Messaging {
  dependencies: MessagingDependencies;
  /** Starts the relay (when any provider is configured). */
  start(): void;
  /** Stops the relay after the round in progress. */
  stop(): Promise<void>;
}

export function createSenders(settings: MessagingSettings): ChannelSender[] {
  const senders: ChannelSender[] = [];
  if (settings.smtp) senders.push(new SmtpEmailSender(settings.smtp));
  if (settings.twilio) senders.push(new TwilioSmsSender(settings.twilio));
  return senders;
}

/** The process's relay and what request services need to write messages. */
export function createMessaging(settings: MessagingSettings, orm: MikroORM, shopOrigin: string, options: RelayOptions = {}): Messaging {
  const relay = new MessageRelay(orm, createSenders(settings), { pollMs: settings.relayPollMs, ...options });
  return {
    dependencies: { deliveredChannels: new Set(relay.channels), shopOrigin },
    start: () => relay.start(),
    stop: () => relay.stop(),
  };
}
