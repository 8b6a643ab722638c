import nodemailer, { type Mail } from 'nodemailer';
import { DeliveryError, type ChannelSender, type ClaimedMessage, type SendReceipt } from './channel-sender';
import { emailHtml } from './email-html';

export interface SmtpSettings {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465 (TLS). */
  url: string;
  /** The From header, e.g. 'Aurum <no-reply@aurum.example>'. */
  from: string;
}

/** Bounds every wait on the SMTP server, so a send ends well within the relay's lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Emails through an SMTP server (nodemailer), as plain text with a branded HTML version. */
export class SmtpEmailSender implements ChannelSender {
  readonly channel = 'email' as const;
  private readonly transporter: Mail;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = nodemailer.createTransport({ url: settings.url, ...TIMEOUTS });
  }

  async send(message: ClaimedMessage): Promise<SendReceipt> {
    try {
      const info = await this.transporter.sendMail({
        from: this.settings.from,
        to: message.recipient,
        subject: message.subject ?? 'Aurum',
        text: message.body,
        html: emailHtml(message),
        headers: message.headers ?? undefined,
      });
      return { providerMessageId: info.messageId ?? null };
    } catch (error) {
      throw smtpDeliveryError(error as SmtpError);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * Which failures are worth retrying: a 4xx reply (greylisting, mailbox busy)
 * or no reply at all (connection refused, timeout) is transient; a 5xx reply
 * (recipient or message rejected) is final. A rejected login is retried too:
 * it is the settings' fault, not the message's, and may be fixed in time.
 */
export function smtpDeliveryError(error: SmtpError): DeliveryError {
  const status = error.responseCode;
  const reply = error.response ?? error.message;
  // The server's reply begins with its code ('550 5.1.1 No such user'); say the code once.
  const reason = status ? (reply.startsWith(String(status)) ? `SMTP ${reply}` : `SMTP ${status}: ${reply}`) : `SMTP ${error.code ?? 'error'}: ${error.message}`;
  const permanent = error.code !== 'EAUTH' && (status ? status >= 500 : error.code === 'EENVELOPE' || error.code === 'EMESSAGE');
  return new DeliveryError(reason, permanent);
}
