import { DeliveryError, type ChannelSender, type ClaimedMessage, type SendReceipt } from './channel-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  /** https://api.twilio.com, or a local stub in tests. */
  apiUrl: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** SMS through Twilio's Messages REST API. */
export class TwilioSmsSender implements ChannelSender {
  readonly channel = 'sms' as const;

  constructor(private readonly settings: TwilioSettings) {}

  async send(message: ClaimedMessage): Promise<SendReceipt> {
    const { accountSid, authToken, from, apiUrl } = this.settings;
    const url = `${apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.recipient, From: from, Body: message.body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new DeliveryError(`Twilio unreachable: ${cause}`, false);
    }
    const answer = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown; message?: unknown } | null;
    if (response.ok) return { providerMessageId: typeof answer?.sid === 'string' ? answer.sid : null };
    throw twilioDeliveryError(response.status, answer);
  }
}

/**
 * Twilio's answer to a failed request: 429 (too many requests) and 5xx are
 * worth retrying; other 4xx (an invalid or unreachable number) are final,
 * except 401, a rejected login: the settings' fault, not the message's.
 */
function twilioDeliveryError(status: number, answer: { code?: unknown; message?: unknown } | null): DeliveryError {
  const code = typeof answer?.code === 'number' || typeof answer?.code === 'string' ? ` (code ${answer.code})` : '';
  const detail = typeof answer?.message === 'string' ? `: ${answer.message}` : '';
  const permanent = status >= 400 && status < 500 && status !== 429 && status !== 401;
  return new DeliveryError(`Twilio ${status}${code}${detail}`, permanent);
}
