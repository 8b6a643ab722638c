/**
 * After a refused submit, focus the first control marked invalid (WCAG 3.3.1):
 * waits a frame so the errors just rendered are in the DOM.
 */
export function focusFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) {
      first.focus();
      return;
    }
    container?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  });
}
