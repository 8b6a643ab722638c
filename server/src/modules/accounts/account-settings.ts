import { type AppConfig, shopOrigin } from '../../config';
import { AccountKeys } from './account-keys';

export interface AccountSettings {
  /** Origin of the links in emails, e.g. https://aurum.example (never taken from the request's Host header). */
  publicUrl: string;
  /** Session cookies carry Secure (on by default in production). */
  cookieSecure: boolean;
  /** Development conveniences: the /dev/outbox page. */
  development: boolean;
  /** Non-admins see only the coming-soon page and /admin/login. */
  comingSoon: boolean;
  /** Addresses the per-address rate limits skip (RATE_LIMIT_EXEMPT_ADDRESSES). */
  rateLimitExemptAddresses: ReadonlySet<string>;
}

/** What the accounts area keeps for the life of the process. */
export interface AccountDependencies {
  settings: AccountSettings;
  keys: AccountKeys;
}

export function accountDependencies(config: AppConfig): AccountDependencies {
  return {
    settings: {
      publicUrl: shopOrigin(config),
      cookieSecure: config.cookieSecure ?? config.env === 'production',
      development: config.env === 'development',
      comingSoon: config.comingSoon,
      rateLimitExemptAddresses: config.rateLimitExemptAddresses,
    },
    keys: new AccountKeys(config.authSecret),
  };
}
