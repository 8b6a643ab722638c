/**
 * Taps and keys that come before a server-rendered page has hydrated (issue 35). A tiny inline script in the
 * page's head (server/src/http/tap-recorder.ts) records them; the app replays them once hydrated
 * (client/src/lib/early-input.ts). What the two agree on lives here.
 */

/** On a control whose tap before hydration is recorded and replayed; its value is a stable id, unique on the page. */
export const REPLAY_TAP_ATTRIBUTE = 'data-replay-tap';

/**
 * On a server-rendered part that hydrates later than the page (the footer: client/src/lib/later-hydration.tsx), until it
 * has: the recorder keeps taps on its marked controls as it does before the page hydrates, and the part replays them.
 */
export const HYDRATES_LATER_ATTRIBUTE = 'data-hydrates-later';

/** The recorder's one global: the queue of what it recorded, in order. */
export const EARLY_INPUT_QUEUE = '__aurumEarlyInput';

/** The listing's shortcut keys (client/src/features/listing/use-listing-shortcuts.ts) that the recorder keeps. */
export const EARLY_KEYS = ['/', 'f', 'F'] as const;

/** One recorded tap (the control's id) or key. */
export type EarlyInput = { tap: string } | { key: string };
