import { useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useForm } from 'react-final-form';
import { Button, Input } from '../../components/ui';
import { labelStyle } from './form-fields';
import { lookupPostcode, normalisePostcode, type PostcodeAddress } from './postcode-lookup';

/**
 * The UK postcode lookup of the full form: fills the read-only city, county,
 * postcode and country. When the service cannot answer, the fields open for
 * manual entry.
 */
export function PostcodeFinder({ onManualEntry, fieldNames }: { onManualEntry: () => void; fieldNames: Record<keyof PostcodeAddress, string> }) {
  const theme = useTheme();
  const id = useId();
  const form = useForm();
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async () => {
    setBusy(true);
    const result = await lookupPostcode(query);
    setBusy(false);
    if (!result.ok) {
      setMessage({ text: result.message, tone: 'error' });
      if (result.manualEntry) onManualEntry();
      return;
    }
    form.batch(() => {
      for (const [key, name] of Object.entries(fieldNames)) form.change(name, result.address[key as keyof PostcodeAddress]);
    });
    setMessage({ text: `Address details found for ${result.address.postcode}.`, tone: 'success' });
  };

  return (
    <div css={css`display: grid; gap: ${theme.space[2]};`}>
      <label htmlFor={id} css={labelStyle(theme)}>
        Find your address by UK postcode
      </label>
      <div css={css`display: grid; grid-template-columns: 1fr auto; gap: ${theme.space[2]};`}>
        <Input
          id={id}
          value={query}
          autoComplete="postal-code"
          placeholder="SW1A 1AA"
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setQuery(normalisePostcode(event.currentTarget.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
        />
        <Button variant="secondary" onClick={() => void find()} disabled={busy} aria-busy={busy}>
          {busy ? 'Finding…' : 'Find address'}
        </Button>
      </div>
      <p id={`${id}-message`} role="status" css={css`font-size: ${theme.fontSizes.sm}; color: ${message?.tone === 'error' ? 'var(--danger)' : theme.colors.success}; min-height: 0;`}>
        {message?.text}
      </p>
    </div>
  );
}
