import { createContext, useContext } from 'react';

/**
 * The shop's origin (scheme, host and port) for absolute links such as structured data: the browser's own,
 * or on the server the one the page was asked for (entry-server.tsx provides it).
 */
export const SiteOrigin = createContext(typeof window === 'undefined' ? '' : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOrigin);
