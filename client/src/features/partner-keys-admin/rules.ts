/** The partner key rules as staff meet them; the server checks the same (modules/partners/partner-keys.service.ts). */
export const PARTNER_SCOPES = [
  { value: 'catalogue:read', label: 'Catalogue', description: 'Products, listings with filters, search.' },
  { value: 'signals:read', label: 'Market signals', description: 'Watch market signals and their evidence.' },
  { value: 'marketplace:read', label: 'Marketplace', description: 'Live pre-owned listings.' },
] as const;

export const KEY_MESSAGES = {
  label: 'Give the key a label of 1 to 80 characters.',
  scopes: 'Choose at least one scope: catalogue:read, marketplace:read, signals:read.',
  costPerMinute: 'The budget must be a whole number from 100 to 100000 per minute.',
  reason: 'Say why (1 to 500 characters).',
} as const;

export interface NewKeyValues {
  label?: string;
  scopes?: string[];
  costPerMinute?: string;
}

export function validateNewKey(values: NewKeyValues): Partial<Record<keyof NewKeyValues, string>> {
  const errors: Partial<Record<keyof NewKeyValues, string>> = {};
  const label = values.label?.trim() ?? '';
  if (label.length < 1 || label.length > 80) errors.label = KEY_MESSAGES.label;
  if (!values.scopes?.length) errors.scopes = KEY_MESSAGES.scopes;
  const budget = Number(values.costPerMinute);
  if (!/^\d+$/.test(values.costPerMinute ?? '') || budget < 100 || budget > 100_000) errors.costPerMinute = KEY_MESSAGES.costPerMinute;
  return errors;
}

/** Calls, cost and errors over the hours given. */
export function usageTotals(usage: readonly { calls: number; cost: number; errors: number }[]) {
  return usage.reduce((sum, hour) => ({ calls: sum.calls + hour.calls, cost: sum.cost + hour.cost, errors: sum.errors + hour.errors }), { calls: 0, cost: 0, errors: 0 });
}
