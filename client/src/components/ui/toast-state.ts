import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

/** Spec: at most 3 toasts are visible; a fourth pushes out the oldest. */
export const MAX_VISIBLE_TOASTS = 3;
const DEFAULT_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const toastsAtom = atom<ToastItem[]>([]);

let nextId = 1;

export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  return useMemo(
    () => ({
      toast(input: ToastInput) {
        const id = nextId++;
        const item: ToastItem = {
          id,
          title: input.title,
          description: input.description,
          variant: input.variant ?? 'default',
          durationMs: input.durationMs ?? DEFAULT_DURATION_MS,
        };
        setToasts((all) => [...all, item].slice(-MAX_VISIBLE_TOASTS));
        return id;
      },
      dismiss(id: number) {
        setToasts((all) => all.filter((t) => t.id !== id));
      },
    }),
    [setToasts],
  );
}
