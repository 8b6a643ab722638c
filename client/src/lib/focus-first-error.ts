import type { FormApi } from 'final-form';
import type { FormEvent } from 'react';

/**
 * After a refused submit, focus the first control marked invalid (WCAG 3.3.1),
 * else the form's alert; waits a frame so the errors just rendered are in the DOM.
 */
export function focusFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? container?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  });
}

/** A react-final-form submit that moves focus to the first error when the rules or the server refused it. */
export async function submitFocusingErrors<Values>(
  event: FormEvent<HTMLFormElement>,
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined,
  form: FormApi<Values>,
): Promise<void> {
  const container = event.currentTarget;
  await handleSubmit(event);
  const state = form.getState();
  if (state.hasValidationErrors || state.hasSubmitErrors) focusFirstError(container);
}
