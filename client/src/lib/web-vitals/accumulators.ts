/**
 * The two metrics that are more than one browser entry, as pure functions of
 * the entries (the same definitions as Chrome's web-vitals library).
 */

export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;

/**
 * CLS: shifts are grouped into session windows (a gap under 1 s, at most 5 s
 * long); the largest window's sum is the score. Shifts right after input do not count.
 */
export function clsAccumulator() {
  let session: LayoutShift[] = [];
  let sessionValue = 0;
  let largest = 0;
  return (shift: LayoutShift): number => {
    if (shift.hadRecentInput) return largest;
    const first = session[0];
    const last = session[session.length - 1];
    if (last && shift.startTime - last.startTime < SESSION_GAP_MS && shift.startTime - first.startTime < SESSION_MAX_MS) {
      session.push(shift);
      sessionValue += shift.value;
    } else {
      session = [shift];
      sessionValue = shift.value;
    }
    largest = Math.max(largest, sessionValue);
    return largest;
  };
}

export interface InteractionEvent {
  interactionId?: number;
  duration: number;
}

/** Only the longest few interactions can ever be the answer; the rest need not be kept. */
const KEPT_INTERACTIONS = 10;

/**
 * INP: the longest event of each interaction is that interaction's latency;
 * the page's INP is the worst latency, ignoring one for every 50 interactions
 * (about the 98th percentile). Returns undefined before any interaction.
 */
export function inpAccumulator() {
  let longest: { id: number; duration: number }[] = [];
  const seen = new Set<number>();
  return (event: InteractionEvent): number | undefined => {
    const id = event.interactionId;
    if (id) {
      seen.add(id);
      const known = longest.find((item) => item.id === id);
      if (known) known.duration = Math.max(known.duration, event.duration);
      else longest.push({ id, duration: event.duration });
      longest = longest.sort((a, b) => b.duration - a.duration).slice(0, KEPT_INTERACTIONS);
    }
    if (!longest.length) return undefined;
    const skipped = Math.min(longest.length - 1, Math.floor(seen.size / 50));
    return longest[skipped].duration;
  };
}
