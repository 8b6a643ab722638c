import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, TextField, useToast } from '../../components/ui';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { usePutProductsOnSaleMutation, useRestockProductsMutation } from '../../gql/hooks';
import { type PricedRow, restockEffect, saleEffect } from './bulk-effect';
import { apiError } from '../../lib/api-error';

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

type Pending = { kind: 'sale'; percent: number } | { kind: 'restock'; units: number } | null;

/**
 * For the selected rows: put on sale by a percentage, or restock by a number of units — each
 * after a confirmation stating the effect and a reason. The server checks the ranges and the reason again.
 */
export function BulkActions({ rows, onDone }: { rows: (PricedRow & { id: string })[]; onDone: () => void }) {
  const ids = rows.map((row) => row.id);
  const [pending, setPending] = useState<Pending>(null);
  const theme = useTheme();
  const { toast } = useToast();
  const [percent, setPercent] = useState('10');
  const [units, setUnits] = useState('5');
  const [percentError, setPercentError] = useState<string>();
  const [unitsError, setUnitsError] = useState<string>();
  const [putOnSale, sale] = usePutProductsOnSaleMutation();
  const [restock, restocking] = useRestockProductsMutation();
  const count = `${ids.length} ${ids.length === 1 ? 'product' : 'products'}`;

  const run = async (action: () => Promise<{ updatedCount: number; skippedIds: string[] } | undefined>, done: (updated: number) => string) => {
    let result: { updatedCount: number; skippedIds: string[] } | undefined;
    try {
      result = await action();
    } catch (error) {
      throw new Error(apiError(error, 'The change could not be saved. Please try again.').message);
    }
    setPending(null);
    if (!result) return;
    toast({ title: done(result.updatedCount), description: result.skippedIds.length ? `${result.skippedIds.length} left unchanged.` : undefined, variant: 'success' });
    onDone();
  };

  return (
    <section
      aria-label="Bulk actions"
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space[4]};
        align-items: end;
        padding: ${theme.space[4]};
        border: 1px solid ${theme.colors.gold};
        background: ${theme.colors.onyx};
      `}
    >
      <p role="status" css={css`font-weight: 600; align-self: center;`}>
        {count} selected
      </p>
      <form
        aria-label="Put on sale"
        css={css`display: flex; gap: ${theme.space[2]}; align-items: end;`}
        onSubmit={(event) => {
          event.preventDefault();
          const value = whole(percent);
          if (!(value >= 1 && value <= 90)) return setPercentError('Enter a whole percentage from 1 to 90');
          setPercentError(undefined);
          setPending({ kind: 'sale', percent: value });
        }}
      >
        <TextField label="Reduction (%)" inputMode="numeric" value={percent} onChange={(event) => setPercent(event.target.value)} error={percentError} css={css`width: 9rem;`} />
        <Button type="submit" variant="secondary" disabled={sale.loading}>
          Put on sale
        </Button>
      </form>
      <form
        aria-label="Restock"
        css={css`display: flex; gap: ${theme.space[2]}; align-items: end;`}
        onSubmit={(event) => {
          event.preventDefault();
          const value = whole(units);
          if (!(value >= 1 && value <= 10_000)) return setUnitsError('Enter a whole number from 1 to 10,000');
          setUnitsError(undefined);
          setPending({ kind: 'restock', units: value });
        }}
      >
        <TextField label="Units to add" inputMode="numeric" value={units} onChange={(event) => setUnits(event.target.value)} error={unitsError} css={css`width: 9rem;`} />
        <Button type="submit" variant="secondary" disabled={restocking.loading}>
          Restock
        </Button>
      </form>
      <ReasonDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.kind === 'restock' ? 'Restock these products?' : 'Put these products on sale?'}
        effect={<p>{pending?.kind === 'sale' ? saleEffect(rows, pending.percent) : pending?.kind === 'restock' ? restockEffect(rows, pending.units) : null}</p>}
        confirmLabel={pending?.kind === 'restock' ? 'Restock' : 'Put on sale'}
        busy={sale.loading || restocking.loading}
        onConfirm={(reason) => {
          if (pending?.kind === 'sale') {
            const value = pending.percent;
            return run(async () => (await putOnSale({ variables: { ids, percent: value, reason } })).data?.putProductsOnSale, (n) => `${n} put on sale at ${value}% off`);
          }
          if (pending?.kind === 'restock') {
            const value = pending.units;
            return run(async () => (await restock({ variables: { ids, quantity: value, reason } })).data?.restockProducts, (n) => `${n} restocked by ${value}`);
          }
        }}
      />
    </section>
  );
}
