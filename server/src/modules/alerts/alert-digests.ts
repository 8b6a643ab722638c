import type { EntityManager } from '@mikro-orm/postgresql';
import { type JobSpec, scheduleJobs } from '../../common/jobs/jobs';
import { formatPence } from '../../common/money';
import { absoluteShopLink } from '../../common/shop-link';
import { USER_EVENTS_CHANNEL } from '../../common/events/user-events';
import { type MessagingDependencies, OutboxTransport } from '../messaging/message-transport';
import { ALERT_KINDS, type AlertKind } from './alert-rules';
import { ALERT_PREFERENCE_COLUMNS } from './alert-preferences';
import type { UnsubscribeTokens } from './unsubscribe-token';

/*
 * Alert emails, at most one per customer per hour for each kind (issue 38).
 *
 * - An alert the customer wants by email is written with email_status 'pending', and in the same transaction a
 *   digest job is scheduled for the end of its clock hour, keyed (user, kind, hour): however many alerts arrive in
 *   that hour, and however many processes write them, there is one timer.
 * - The job, in its own transaction, writes one outbox email listing every pending alert of that kind and marks them
 *   sent: the email and the marks commit together, so a killed run sends nothing and loses nothing (the job is still
 *   pending), and a second runner cannot take the same job (the runner's SKIP LOCKED claim).
 * - An alert committed just after its hour's digest went makes that timer due again (JobSpec.again); the job then
 *   waits until an hour after the last digest of that kind, so the cap holds whatever the timing.
 */

export const ALERT_DIGEST_JOB = 'alerts.email_digest';
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** Alerts listed in one email; the rest are counted and linked to the notification centre. */
export const DIGEST_MAX_ITEMS = 30;
export const ALERTS_PAGE = '/account/alerts';
export const PREFERENCES_PAGE = '/account/notifications';

const SUBJECTS: Record<AlertKind, string> = {
  PRICE_DROP: 'Price drops on pieces you follow — Aurum',
  BACK_IN_STOCK: 'Back in stock: pieces you follow — Aurum',
  SAVED_SEARCH: 'New listings for your saved searches — Aurum',
};

const INTRODUCTIONS: Record<AlertKind, (count: number) => string> = {
  PRICE_DROP: (count) => (count === 1 ? 'A piece you follow has dropped in price.' : `${count} pieces you follow have dropped in price.`),
  BACK_IN_STOCK: (count) => (count === 1 ? 'A piece you follow is back in stock.' : `${count} pieces you follow are back in stock.`),
  SAVED_SEARCH: (count) => (count === 1 ? 'A new listing matches your saved searches.' : `${count} new listings match your saved searches.`),
};

/** How each kind is named where a customer turns its emails off. */
export const ALERT_EMAIL_NAMES: Record<AlertKind, string> = {
  PRICE_DROP: 'price drop emails',
  BACK_IN_STOCK: 'back-in-stock emails',
  SAVED_SEARCH: 'saved search emails',
};

/** The hour an alert falls in, as [start, end). */
export function digestWindow(at: Date): { start: Date; end: Date } {
  const start = Math.floor(at.getTime() / DIGEST_INTERVAL_MS) * DIGEST_INTERVAL_MS;
  return { start: new Date(start), end: new Date(start + DIGEST_INTERVAL_MS) };
}

/** The digest timer of one customer, kind and hour: due at the hour's end. */
export function digestJob(userId: number, kind: AlertKind, at: Date): JobSpec {
  const { start, end } = digestWindow(at);
  return { kind: ALERT_DIGEST_JOB, key: `${ALERT_DIGEST_JOB}:${userId}:${kind}:${start.toISOString()}`, runAt: end, payload: { userId: String(userId), kind }, again: true };
}

/**
 * Writes alerts and does what follows from them, in the caller's transaction. `insert` is an
 * `insert into notification … returning user_id, in_app, email_status` (its rows decided by the customers'
 * preferences); those shown in the app are announced live (the NOTIFY goes out on commit), and each customer with
 * an alert pending by email gets its digest timer.
 */
export async function writeAlerts(tx: EntityManager, kind: AlertKind, insert: string, bindings: unknown[]): Promise<void> {
  const [row] = await tx.execute<{ emailUserIds: number[]; at: Date }[]>(
    `with inserted as (${insert}),
          announced as (select pg_notify(?, json_build_object('userId', n.user_id, 'topic', 'notifications')::text) from (select distinct user_id from inserted where in_app) as n)
     select (select count(*) from announced) as announced, array(select distinct user_id from inserted where email_status = 'pending' order by user_id) as "emailUserIds", now() as at`,
    [...bindings, USER_EVENTS_CHANNEL],
  );
  const at = new Date(row.at);
  await scheduleJobs(tx, row.emailUserIds.map((userId) => digestJob(Number(userId), kind, at)));
}

/** The columns an alert insert selects for the customer `u` (app_user) and `kind`: shown in the app, pending by email. */
export function deliveryColumns(kind: AlertKind, user = 'u'): { select: string; wanted: string } {
  const { inApp, email } = ALERT_PREFERENCE_COLUMNS[kind];
  return {
    select: `${user}.${inApp}, case when ${user}.${email} then 'pending' end`,
    wanted: `(${user}.${inApp} or ${user}.${email})`,
  };
}

interface PendingAlert {
  id: string;
  message: string;
  link: string;
  oldPricePence: number | null;
  newPricePence: number | null;
}

export interface DigestSettings {
  messaging: MessagingDependencies;
  tokens: UnsubscribeTokens;
  /** The shop's origin (PUBLIC_URL). */
  shopOrigin: string;
  /** Production upgrades an http PUBLIC_URL to https for List-Unsubscribe (RFC 8058 asks for HTTPS). */
  production: boolean;
}

/** The one-click unsubscribe origin: PUBLIC_URL's, https in production. */
export function unsubscribeOrigin(shopOrigin: string, production: boolean): string {
  return production ? shopOrigin.replace(/^http:\/\//, 'https://') : shopOrigin;
}

export class AlertDigests {
  constructor(private readonly settings: DigestSettings) {}

  /** The digest job: inside the job's transaction, so the email and the marks commit with the job's done mark. */
  async send(tx: EntityManager, payload: Record<string, string>): Promise<void> {
    const userId = Number(payload.userId);
    const kind = payload.kind as AlertKind;
    if (!Number.isInteger(userId) || userId <= 0 || !ALERT_KINDS.includes(kind)) return;
    const columns = ALERT_PREFERENCE_COLUMNS[kind];
    // One digest of a customer at a time, whichever runner holds it: the next one sees this one's marks and its time.
    const [user] = await tx.execute<{ email: string; wanted: boolean; last: Date | null; now: Date }[]>(
      `select u.email, u.${columns.email} as wanted, now() as now,
              (select max(n.emailed_at) from notification n where n.user_id = u.id and n.kind = ? and n.email_status = 'sent') as last
         from app_user u where u.id = ? for no key update`,
      [kind, userId],
    );
    if (!user) return;
    if (!user.wanted) {
      await tx.execute(`update notification set email_status = 'skipped' where user_id = ? and kind = ? and email_status = 'pending'`, [userId, kind]);
      return;
    }
    const now = new Date(user.now);
    if (user.last && now.getTime() - new Date(user.last).getTime() < DIGEST_INTERVAL_MS) {
      await scheduleJobs(tx, [digestJob(userId, kind, new Date(new Date(user.last).getTime() + DIGEST_INTERVAL_MS))]);
      return;
    }
    const alerts = await tx.execute<PendingAlert[]>(
      `select id::text as id, message, link, old_price_pence as "oldPricePence", new_price_pence as "newPricePence"
         from notification where user_id = ? and kind = ? and email_status = 'pending' order by id for update`,
      [userId, kind],
    );
    if (alerts.length === 0) return;
    await new OutboxTransport(tx, this.settings.messaging).send(await this.compose(tx, userId, user.email, kind, alerts));
    await tx.execute(`update notification set email_status = 'sent', emailed_at = now() where id = any(?::bigint[])`, [`{${alerts.map((alert) => alert.id).join(',')}}`]);
  }

  private async compose(tx: EntityManager, userId: number, email: string, kind: AlertKind, alerts: PendingAlert[]) {
    const origin = this.settings.shopOrigin;
    const token = await this.settings.tokens.issue(tx, userId, kind);
    const query = `?token=${encodeURIComponent(token)}`;
    const listed = alerts.slice(0, DIGEST_MAX_ITEMS).map((alert) => {
      const prices = alert.oldPricePence !== null && alert.newPricePence !== null ? ` ${formatPence(alert.oldPricePence)} → ${formatPence(alert.newPricePence)}.` : '';
      return `${alert.message}${prices}\n${absoluteShopLink(origin, alert.link)}`;
    });
    const more = alerts.length > DIGEST_MAX_ITEMS ? [`And ${alerts.length - DIGEST_MAX_ITEMS} more in your notifications.`] : [];
    const body = [
      INTRODUCTIONS[kind](alerts.length),
      ...listed,
      ...more,
      `See all your alerts: ${absoluteShopLink(origin, ALERTS_PAGE)}`,
      `Choose which alerts you receive, and how: ${absoluteShopLink(origin, PREFERENCES_PAGE)}`,
      `Unsubscribe from ${ALERT_EMAIL_NAMES[kind]}: ${absoluteShopLink(origin, `/alerts/unsubscribe${query}`)}`,
    ].join('\n\n');
    return {
      channel: 'email' as const,
      kind: 'alert_digest',
      recipient: email,
      subject: SUBJECTS[kind],
      body,
      link: ALERTS_PAGE,
      headers: {
        'List-Unsubscribe': `<${unsubscribeOrigin(origin, this.settings.production)}/api/alerts/unsubscribe${query}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
