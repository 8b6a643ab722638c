import { useCallback, useState } from 'react';

/**
 * A staff list's filter and the page it is on, kept together so that a new
 * filter always starts again at the first page (an offset from the old filter
 * could point past the end of the new list).
 */
export function useQueueFilter<F extends object | string>(initial: F | (() => F)) {
  const [state, setState] = useState(() => ({ filter: typeof initial === 'function' ? initial() : initial, offset: 0 }));
  const setFilter = useCallback((filter: F) => setState({ filter, offset: 0 }), []);
  const setOffset = useCallback((offset: number) => setState((current) => ({ ...current, offset })), []);
  return { filter: state.filter, offset: state.offset, setFilter, setOffset };
}
