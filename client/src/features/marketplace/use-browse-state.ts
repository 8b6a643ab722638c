import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browseUrlParams, DEFAULT_BROWSE, parseBrowseUrl, type BrowseState } from '@aurum/rules/marketplace/browse-url';

/** Search text and sliders wait this long after the last change before they apply. */
export const SETTLE_MS = 500;

/**
 * The browse page's state lives in the query string (`applied`). `draft` is
 * what the controls show: checkboxes, toggles and sort apply at once; search
 * text and sliders apply once they settle. A filter change goes back to page 1.
 */
export function useBrowseState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the query string's content: the params object changes identity more often.
  const applied = useMemo(() => parseBrowseUrl(new URLSearchParams(key)), [key]);
  const [draft, setDraft] = useState({ key, state: applied });
  // Back, forward or a link changed the URL: the controls follow it.
  if (draft.key !== key) setDraft({ key, state: applied });
  const shown = draft.key === key ? draft.state : applied;

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = useCallback(
    (next: BrowseState, history: 'push' | 'replace' = 'replace') => {
      window.clearTimeout(timer.current);
      setParams(browseUrlParams(next), { replace: history === 'replace' });
    },
    [setParams],
  );

  const change = (patch: Partial<BrowseState>, settle = false) => {
    const next = { ...shown, ...patch, page: 1 };
    setDraft({ key, state: next });
    window.clearTimeout(timer.current);
    if (settle) timer.current = window.setTimeout(() => apply(next), SETTLE_MS);
    else apply(next);
  };

  const goToPage = (page: number) => apply({ ...applied, page }, 'push');
  const reset = () => apply(DEFAULT_BROWSE);

  return { applied, draft: shown, change, apply, goToPage, reset };
}
