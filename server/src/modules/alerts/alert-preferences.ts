import type { AlertKind } from './alert-rules';

/** The app_user columns holding each kind's preferences (/account/notifications): in the notification centre, by email. */
export const ALERT_PREFERENCE_COLUMNS = {
  PRICE_DROP: { inApp: 'notify_price_drop_in_app', email: 'notify_price_drop_email' },
  BACK_IN_STOCK: { inApp: 'notify_back_in_stock_in_app', email: 'notify_back_in_stock_email' },
  SAVED_SEARCH: { inApp: 'notify_saved_search_in_app', email: 'notify_saved_search_email' },
} as const satisfies Record<AlertKind, { inApp: string; email: string }>;
