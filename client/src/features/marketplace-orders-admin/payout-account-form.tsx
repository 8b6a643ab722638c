import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, TextField, useToast } from '../../components/ui';
import { useSetSellerStripeAccountMutation } from '../../gql/hooks';
import { NOT_REACHED, STRIPE_ACCOUNT_PATTERN } from './rules';
import { apiError } from '../../lib/api-error';

const INVALID = 'Enter the seller’s Stripe connected account id, e.g. acct_1Nv0FGQ9RKHgCVdK.';

/** Staff record the seller's Stripe connected account, where payouts are transferred when Stripe is configured. */
export function PayoutAccountForm({ sellerId, current }: { sellerId: string; current: string | null }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useSetSellerStripeAccountMutation({ refetchQueries: ['StaffMarketplaceOrder'] });

  const submit = async () => {
    const account = value.trim();
    if (account && !STRIPE_ACCOUNT_PATTERN.test(account)) return setError(INVALID);
    setError(null);
    try {
      await save({ variables: { id: sellerId, accountId: account || null } });
      toast({ title: account ? 'Payout account saved' : 'Payout account removed', variant: 'success' });
    } catch (failure) {
      setError(apiError(failure, NOT_REACHED).message);
    }
  };

  return (
    <form
      aria-label="Seller’s payout account"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      css={css`display: grid; gap: ${theme.space[2]};`}
    >
      <TextField label="Stripe connected account" value={value} maxLength={60} autoComplete="off" spellCheck={false} placeholder="acct_…" onChange={(event) => setValue(event.target.value)} error={error ?? undefined} announceError />
      <div>
        <Button type="submit" variant="secondary" size="sm" disabled={loading}>
          {loading ? 'Saving…' : 'Save account'}
        </Button>
      </div>
    </form>
  );
}
