import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * New pages start at the top, or at their #hash target; Back/Forward (POP)
 * is left to the browser's own scroll restoration.
 */
export function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if (type === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
