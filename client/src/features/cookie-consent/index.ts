export { CookieBanner } from './cookie-banner';
export { CookiePreferencesDialog } from './cookie-preferences-dialog';
export { CookieSettingsButton } from './cookie-settings-button';
export { cookieConsentAtom, type CookieConsent } from './consent-state';
