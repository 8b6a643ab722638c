/** What a react-final-form field needs to know to show its error. */
export const errorSubscription = { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } as const;

export interface FieldMeta {
  error?: string;
  touched?: boolean;
  submitError?: string;
  dirtySinceLastSubmit?: boolean;
}

/** A rule's message once the field was visited (or a submit was tried); the server's until the field changes. */
export function shownError(meta: FieldMeta): string | undefined {
  if (!meta.touched) return undefined;
  return meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
}
