import { EARLY_INPUT_QUEUE, HYDRATES_LATER_ATTRIBUTE, REPLAY_TAP_ATTRIBUTE, type EarlyInput } from '@aurum/rules/page-data/early-input';

/**
 * Taps and keys that came before the page hydrated (issue 35): the inline recorder in the page's head
 * (server/src/http/tap-recorder.ts) queued them; here they are replayed, each once, when the page has hydrated.
 */

/** The props that mark a control whose tap before hydration is replayed: `id` is stable and unique on the page. */
export const replayTap = (id: string) => ({ [REPLAY_TAP_ATTRIBUTE]: id });

/** What the replay needs of the page's document (a fake one in the unit test). */
export type ReplayDocument = Pick<Document, 'querySelectorAll'>;

type KeyHandler = (key: string) => void;

/** The listing's shortcuts while they are attached (use-listing-shortcuts.ts); early keys go to them. */
let keyHandler: KeyHandler | null = null;

/** Early keys are handed to `handler` from now until the returned function is called. */
export function receiveEarlyKeys(handler: KeyHandler): () => void {
  keyHandler = handler;
  return () => {
    if (keyHandler === handler) keyHandler = null;
  };
}

/** Empties the recorder's queue and returns what it held: whoever calls this first gets each entry, once. */
export function takeEarlyInput(scope: object = globalThis): EarlyInput[] {
  const queue = (scope as Record<string, EarlyInput[] | undefined>)[EARLY_INPUT_QUEUE];
  return Array.isArray(queue) ? queue.splice(0) : [];
}

function controlWithId(doc: ReplayDocument, id: string): HTMLElement | undefined {
  return [...doc.querySelectorAll<HTMLElement>(`[${REPLAY_TAP_ATTRIBUTE}]`)].find((control) => control.getAttribute(REPLAY_TAP_ATTRIBUTE) === id);
}

/**
 * Clicks each tapped control again, now hydrated, in the order tapped; a control no longer on the page (or now
 * disabled) is dropped. Keys go to the listing's shortcuts when they are attached, else they are dropped (a page
 * without shortcuts). Every control the recorder marked busy is ready again. Called once the page has hydrated
 * (lib/hydration.ts), after #root has lost its attribute, so the recorder lets these clicks through.
 */
export function replayEarlyInput(doc: ReplayDocument = document, input: EarlyInput[] = takeEarlyInput(), scope: object = globalThis): void {
  const waiting: EarlyInput[] = [];
  for (const entry of input) {
    if ('key' in entry) {
      keyHandler?.(entry.key);
      continue;
    }
    const control = controlWithId(doc, entry.tap);
    // In a part still asleep (lib/later-hydration.tsx): a click now would reach no handler; that part replays it.
    if (control && inPartHydratingLater(control)) {
      waiting.push(entry);
      continue;
    }
    control?.removeAttribute('aria-busy');
    if (control && !control.matches(':disabled')) control.click();
  }
  for (const control of doc.querySelectorAll<HTMLElement>(`[${REPLAY_TAP_ATTRIBUTE}][aria-busy="true"]`)) {
    if (!inPartHydratingLater(control)) control.removeAttribute('aria-busy');
  }
  if (waiting.length > 0) ((scope as Record<string, EarlyInput[] | undefined>)[EARLY_INPUT_QUEUE] ??= []).unshift(...waiting);
}

const inPartHydratingLater = (control: HTMLElement) => Boolean(control.closest?.(`[${HYDRATES_LATER_ATTRIBUTE}]`));
