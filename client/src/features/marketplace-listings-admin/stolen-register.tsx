import { css, useTheme } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { Button, DataTable, TextField, useToast } from '../../components/ui';
import { useReportStolenSerialMutation, useStolenSerialsQuery } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';
import { formatDate } from '../../lib/dates';

/** The stolen serial register: listings with a serial on it are refused and cannot be approved. */
export function StolenRegister() {
  const theme = useTheme();
  const { toast } = useToast();
  const result = useStolenSerialsQuery({ fetchPolicy: 'cache-and-network' });
  const [report, { loading }] = useReportStolenSerialMutation({ refetchQueries: ['StolenSerials'] });
  const [fields, setFields] = useState({ serialNumber: '', brand: '', note: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const entries = result.dataState === 'complete' ? result.data.stolenSerials : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const saved = await report({ variables: { serialNumber: fields.serialNumber, note: fields.note, brand: fields.brand || null } });
      toast({ title: 'Serial added to the stolen register', description: saved.data?.reportStolenSerial.serialNumber, variant: 'success' });
      setFields({ serialNumber: '', brand: '', note: '' });
    } catch (error) {
      setFailure(apiError(error, 'The serial could not be added. Please try again.').message);
    }
  };
  const bind = (name: keyof typeof fields) => ({ value: fields[name], onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })) });

  return (
    <section aria-labelledby="stolen-heading" css={css`display: grid; gap: ${theme.space[4]}; min-width: 0;`}>
      <h2 id="stolen-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
        Stolen register
      </h2>
      <form aria-label="Report a stolen serial" onSubmit={(event) => void submit(event)} css={css`display: grid; gap: ${theme.space[3]}; align-items: end; ${theme.mq.md} { grid-template-columns: 1fr 1fr 2fr auto; }`}>
        <TextField label="Serial number" required maxLength={60} {...bind('serialNumber')} />
        <TextField label="Brand (optional)" maxLength={100} {...bind('brand')} />
        <TextField label="Note" required maxLength={1000} hint="Who reported it, a crime reference." {...bind('note')} error={failure ?? undefined} announceError />
        <Button type="submit" variant="secondary" disabled={loading}>
          Add to register
        </Button>
      </form>
      {!entries ? (
        result.error ? <p role="alert">The register could not be loaded.</p> : <p role="status">Loading the register…</p>
      ) : entries.length === 0 ? (
        <p css={mutedText(theme)}>No serials reported stolen.</p>
      ) : (
        <div css={css`overflow-x: auto; min-width: 0;`}>
          <DataTable caption="Stolen serials, newest first" columns={['Serial', 'Brand', 'Note', 'Added']}>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td css={css`overflow-wrap: anywhere;`}>{entry.serialNumber}</td>
                <td>{entry.brand ?? '—'}</td>
                <td>{entry.note}</td>
                <td css={css`white-space: nowrap;`}>{formatDate(entry.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}
