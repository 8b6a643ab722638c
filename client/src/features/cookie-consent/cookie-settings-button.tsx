import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { preferencesOpenAtom } from './consent-state';

/** Lets a shopper revisit their choice after the banner has gone. */
export function CookieSettingsButton({ className, children = 'Cookie Settings' }: { className?: string; children?: ReactNode }) {
  const open = useSetAtom(preferencesOpenAtom);
  return (
    <button type="button" className={className} onClick={() => open(true)}>
      {children}
    </button>
  );
}
