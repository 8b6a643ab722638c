/** What a partner key may read: one scope per family of the partner API. */
export const PARTNER_SCOPES = ['catalogue:read', 'marketplace:read', 'signals:read'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const KEY_LIMITS = { labelMax: 80, minCostPerMinute: 100, maxCostPerMinute: 100_000, defaultCostPerMinute: 30_000, reasonMax: 500 } as const;

export const KEY_MESSAGES = {
  label: `Give the key a label of 1 to ${KEY_LIMITS.labelMax} characters.`,
  scopes: `Choose at least one scope: ${PARTNER_SCOPES.join(', ')}.`,
  costPerMinute: `The budget must be a whole number from ${KEY_LIMITS.minCostPerMinute} to ${KEY_LIMITS.maxCostPerMinute} per minute.`,
  reason: `Say why (1 to ${KEY_LIMITS.reasonMax} characters).`,
} as const;

/** A new key as the staff form holds it (the budget as typed). */
export interface NewKeyValues {
  label?: string;
  scopes?: string[];
  costPerMinute?: string;
}

/** The first rule each field breaks, in the server's words (the server checks the same on create). */
export function validateNewKey(values: NewKeyValues): Partial<Record<keyof NewKeyValues, string>> {
  const errors: Partial<Record<keyof NewKeyValues, string>> = {};
  const label = values.label?.trim() ?? '';
  if (label.length < 1 || label.length > KEY_LIMITS.labelMax) errors.label = KEY_MESSAGES.label;
  if (!values.scopes?.length) errors.scopes = KEY_MESSAGES.scopes;
  const budget = Number(values.costPerMinute);
  if (!/^\d+$/.test(values.costPerMinute ?? '') || budget < KEY_LIMITS.minCostPerMinute || budget > KEY_LIMITS.maxCostPerMinute) errors.costPerMinute = KEY_MESSAGES.costPerMinute;
  return errors;
}
