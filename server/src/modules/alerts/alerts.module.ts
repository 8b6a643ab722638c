import type { AppModule } from '../../common/app-module';
import { shopOrigin } from '../../config';
import { AccountKeys } from '../accounts/account-keys';
import { ALERT_DIGEST_JOB, AlertDigests } from './alert-digests';
import { AlertUnsubscribeService } from './alert-unsubscribe.service';
import { alertUnsubscribeRoutes } from './alert-unsubscribe.routes';
import { UnsubscribeTokens } from './unsubscribe-token';
import { ChannelListener } from '../../common/db/channel-listener';
import { CATALOGUE_CHANNEL, parseChange } from '../catalog/engine/catalogue-notifications';
import { Notification } from './notification.entity';
import { NotificationResolver } from './notification.resolver';
import { NotificationService } from './notification.service';
import { ProductChange } from './product-change.entity';
import { SavedSearch } from './saved-search.entity';
import { alertSavedSearches, SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts';
import { SavedSearchResolver } from './saved-search.resolver';
import { SavedSearchService } from './saved-search.service';
import { productAlertJobs, scheduleProductAlerts } from './product-alerts';
import { alertRetentionJob } from './alert-retention';

declare module '../../common/request-context' {
  interface Services {
    /** The signed-in customer's notification centre. */
    notifications: NotificationService;
    /** The signed-in customer's saved marketplace searches. */
    savedSearches: SavedSearchService;
    /** Unsubscribing from alert emails by a signed link, signed in or not. */
    alertUnsubscribe: AlertUnsubscribeService;
  }
}

/**
 * Alerts on followed pieces (issue 38). The catalogue's NOTIFY arrives only
 * after a change commits; each process that hears it schedules one job for
 * that catalogue version (the job's key keeps it one however many processes
 * heard it), and whichever process claims the job turns the pending
 * product_change rows into notifications. The admin's save does no alert
 * work beyond the trigger's one set-based insert of what changed. Alerts wanted
 * by email go out in hourly digests (alert-digests.ts), each with a signed
 * one-click unsubscribe (unsubscribe-token.ts, alert-unsubscribe.routes.ts).
 * An hourly sweep (alert-retention.ts) keeps that history and the finished jobs bounded.
 */
export const alertsModule: AppModule = {
  name: 'alerts',
  entities: [Notification, ProductChange, SavedSearch],
  resolvers: [NotificationResolver, SavedSearchResolver],
  setup({ orm, userEvents, config, messaging }) {
    const tokens = new UnsubscribeTokens(new AccountKeys(config.authSecret));
    const digests = new AlertDigests({ messaging, tokens, shopOrigin: shopOrigin(config), production: config.env === 'production' });
    const url = orm.config.get('clientUrl');
    const schedule = (key: string) => scheduleProductAlerts(orm, key).catch((error) => console.error('[alerts] could not schedule the alerts job', error));
    const listener = url
      ? new ChannelListener(url, CATALOGUE_CHANNEL, {
          onListening: () => undefined,
          onNotification: (payload) => {
            const change = parseChange(payload);
            if (change) void schedule(`v${change.version}`);
          },
          onLost: (error) => console.error(`[alerts] catalogue notifications lost (${(error as Error)?.message ?? error}); the sweep catches up`),
        })
      : null;
    const productJobs = productAlertJobs(orm);
    return {
      services: {
        notifications: ({ em }) => new NotificationService(em, userEvents),
        savedSearches: ({ em }) => new SavedSearchService(em),
        alertUnsubscribe: ({ em }) => new AlertUnsubscribeService(em, tokens, config.rateLimitExemptAddresses),
      },
      routes: { rawApi: [alertUnsubscribeRoutes()] },
      jobs: {
        ...productJobs,
        handlers: { ...productJobs.handlers, [SAVED_SEARCH_ALERTS_JOB]: alertSavedSearches, [ALERT_DIGEST_JOB]: (tx, payload) => digests.send(tx, payload) },
        recurring: { ...productJobs.recurring, ...alertRetentionJob(orm) },
      },
      start: () => void listener?.start(),
      stop: async () => listener?.stop(),
    };
  },
};
