import type { PartnerScope } from '@aurum/rules/partners/partner-key-rules';

/** The scopes as staff meet them (the rules themselves: @aurum/rules/partners/partner-key-rules). */
export const SCOPE_CHOICES: readonly { value: PartnerScope; label: string; description: string }[] = [
  { value: 'catalogue:read', label: 'Catalogue', description: 'Products, listings with filters, search.' },
  { value: 'signals:read', label: 'Market signals', description: 'Watch market signals and their evidence.' },
  { value: 'marketplace:read', label: 'Marketplace', description: 'Live pre-owned listings.' },
];

/** Calls, cost and errors over the hours given. */
export function usageTotals(usage: readonly { calls: number; cost: number; errors: number }[]) {
  return usage.reduce((sum, hour) => ({ calls: sum.calls + hour.calls, cost: sum.cost + hour.cost, errors: sum.errors + hour.errors }), { calls: 0, cost: 0, errors: 0 });
}
