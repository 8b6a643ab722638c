import { lazy, Suspense } from 'react';
import { useAtom } from 'jotai';
import { preferencesOpenAtom } from './consent-state';

/** The form's code loads when the dialog is first opened, not with every page's first screen (issue 35). */
const PreferencesForm = lazy(() => import('./cookie-preferences-form'));

export function CookiePreferencesDialog() {
  const [open, setOpen] = useAtom(preferencesOpenAtom);
  if (!open) return null;
  // Mounted only while open, so the toggles start from the stored choice each time.
  return (
    <Suspense fallback={null}>
      <PreferencesForm onClose={() => setOpen(false)} />
    </Suspense>
  );
}
