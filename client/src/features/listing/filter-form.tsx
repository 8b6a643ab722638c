import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { css, useTheme } from '@emotion/react';
import { Button } from '../../components/ui';
import { beforeHydrationOnly, changedBeforeHydration } from '../../lib/hydration';

interface FilterFormProps {
  /** The form's accessible name. */
  label: string;
  /** URL parameters the form has no field for but keeps (the search text); the page is left out, so it resets. */
  keep: readonly string[];
  /** The submit button's text; it is there only before hydration. */
  submitLabel?: string;
  children: ReactNode;
  /** The shopper changed a field before hydration but did not submit: the form's values, to apply now. */
  onChangedBeforeHydration: (values: URLSearchParams) => void;
}

/**
 * A listing's filters as a real GET form: before the page's scripts take over, the named fields and the
 * "Apply filters" button load the filtered listing from the server (the fields produce the URL the listing reads,
 * lists as repeated names). Once hydrated, the controls apply themselves as they change and the button goes; a
 * submit (Enter in a field) does nothing more. A change made before hydration but not submitted is applied then.
 */
export function FilterForm({ label, keep, submitLabel = 'Apply filters', children, onChangedBeforeHydration }: FilterFormProps) {
  const theme = useTheme();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element || !changedBeforeHydration(element)) return;
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(element)) if (typeof value === 'string') values.append(name, value);
    onChangedBeforeHydration(values);
    // Once, on taking the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const kept = keep.flatMap((name) => params.getAll(name).map((value, index) => ({ name, value, key: `${name}-${index}` })));
  return (
    <form ref={form} method="get" action={location.pathname} aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {kept.map(({ name, value, key }) => (
        <input key={key} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Button type="submit" fullWidth {...beforeHydrationOnly} css={css`margin-top: ${theme.space[4]};`}>
        {submitLabel}
      </Button>
    </form>
  );
}
