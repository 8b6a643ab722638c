import { useEffect, useRef } from 'react';
import { receiveEarlyKeys } from '../../lib/early-input';

interface Shortcuts {
  /** The filter panel's id: shortcuts still work while it is open, but not over any other dialog. */
  panelId: string;
  focusSearch: () => void;
  toggleFilters: () => void;
  closeFilters: () => void;
}

/** Typing in a field keeps its keys: '/' and 'f' are letters there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'range', 'button', 'submit', 'reset'].includes(target.type);
}

/**
 * '/' focuses the search, 'f' toggles the filter panel, Escape closes it — not while typing. A key pressed before
 * the page hydrated (lib/early-input.ts) is handled as it would have been, once these are attached.
 */
export function useListingShortcuts(shortcuts: Shortcuts) {
  const ref = useRef(shortcuts);
  useEffect(() => {
    ref.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const modal = document.querySelector('[aria-modal="true"]');
      if (modal && modal.id !== ref.current.panelId) return;
      if (event.key === '/') {
        event.preventDefault();
        ref.current.focusSearch();
      } else if (event.key === 'f' || event.key === 'F') {
        event.preventDefault();
        ref.current.toggleFilters();
      } else if (event.key === 'Escape') {
        ref.current.closeFilters();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const stopEarlyKeys = receiveEarlyKeys((key) => onKeyDown(new KeyboardEvent('keydown', { key, cancelable: true })));
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stopEarlyKeys();
    };
  }, []);
}
