import { skipToken } from '@apollo/client/react';
import { css, useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useMarketReferenceQuery } from '../../gql/hooks';
import { useDebouncedValue } from '../listing/use-debounced-value';
import { type ListingValues, shouldPrefillFromReference } from './rules';

/**
 * Under the reference field: a reference the market data knows fills in
 * brand and model (when the seller has typed neither) and says so.
 */
export function ReferencePrefill() {
  const theme = useTheme();
  const form = useForm<ListingValues>();
  const { input } = useField<string>('reference', { subscription: { value: true } });
  const [reference] = useDebouncedValue((input.value ?? '').trim(), 400);
  const { data } = useMarketReferenceQuery(reference.length >= 3 ? { variables: { reference } } : skipToken);
  const match = reference.length >= 3 ? data?.marketReference : null;
  const [filledFor, setFilledFor] = useState<string | null>(null);

  useEffect(() => {
    if (!match || !shouldPrefillFromReference(form.getState().values)) return;
    form.batch(() => {
      form.change('brand', match.brand);
      form.change('model', match.model);
    });
    setFilledFor(match.reference ?? null);
  }, [match, form]);

  const text = !match ? '' : filledFor === match.reference ? `Brand and model filled in from our market data for ${match.reference}.` : `Known to our market data: ${match.brand} ${match.model}.`;
  return (
    <p role="status" css={css`grid-column: 1 / -1; margin: 0; min-height: 1.25rem; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
      {text}
    </p>
  );
}
