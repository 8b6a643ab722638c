import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * New pages start at the top, or at their #hash target; Back/Forward (POP)
 * is left to the browser's own scroll restoration. Only a change of path or
 * hash counts: pages that keep their filters in the query string (replacing
 * the URL as the shopper filters) must not jump to the top.
 */
export function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const typeRef = useRef(type);
  typeRef.current = type;

  useEffect(() => {
    if (typeRef.current === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}
