import type { AnchorHTMLAttributes } from 'react';

interface StateLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  /** The listing's address in the state the link leads to: followed as is before hydration or into a new tab. */
  href: string;
  /** A plain click once the app runs: it changes the listing's state itself (no reload). */
  onFollow: () => void;
}

/** A click with a modifier or another button opens the address in a new tab or window, as any link does. */
const plainClick = (event: React.MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A listing control that is a real link (a page number, an active filter's remove chip): it works as HTML before
 * the page's scripts run, and once they do a plain click is the app's, without a reload.
 */
export function StateLink({ href, onFollow, ...rest }: StateLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onFollow();
      }}
      {...rest}
    />
  );
}
