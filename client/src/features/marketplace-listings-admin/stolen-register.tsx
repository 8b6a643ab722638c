import { css, useTheme } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { QueueScreen } from '../../components/admin/queue-screen';
import { Button, TextField, useToast } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import { useReportStolenSerialMutation, useStolenSerialsQuery } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';
import { formatDate } from '../../lib/dates';

const PAGE_SIZE = 25;

/** The stolen serial register: listings with a serial on it are refused and cannot be approved. */
export function StolenRegister() {
  const theme = useTheme();
  const { toast } = useToast();
  const [offset, setOffset] = useState(0);
  const result = useStolenSerialsQuery({ variables: { limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const [report, { loading }] = useReportStolenSerialMutation({ refetchQueries: ['StolenSerials'] });
  const [fields, setFields] = useState({ serialNumber: '', brand: '', note: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const saved = await report({ variables: { serialNumber: fields.serialNumber, note: fields.note, brand: fields.brand || null } });
      toast({ title: 'Serial added to the stolen register', description: saved.data?.reportStolenSerial.serialNumber, variant: 'success' });
      setFields({ serialNumber: '', brand: '', note: '' });
      setOffset(0);
    } catch (error) {
      setFailure(apiError(error, 'The serial could not be added. Please try again.').message);
    }
  };
  const bind = (name: keyof typeof fields) => ({ value: fields[name], onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })) });

  const reportForm = (
    <form aria-label="Report a stolen serial" onSubmit={(event) => void submit(event)} css={css`display: grid; gap: ${theme.space[3]}; align-items: end; ${theme.mq.md} { grid-template-columns: 1fr 1fr 2fr auto; }`}>
      <TextField label="Serial number" required maxLength={60} {...bind('serialNumber')} />
      <TextField label="Brand (optional)" maxLength={100} {...bind('brand')} />
      <TextField label="Note" required maxLength={1000} hint="Who reported it, a crime reference." {...bind('note')} error={failure ?? undefined} announceError />
      <Button type="submit" variant="secondary" disabled={loading}>
        Add to register
      </Button>
    </form>
  );

  return (
    <QueueScreen
      id="stolen-heading"
      heading="Stolen register"
      noun={['serial', 'serials']}
      order="newest first"
      filters={reportForm}
      page={result.dataState === 'complete' ? result.data.stolenSerials : null}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading the register…"
      errorText="The register could not be loaded."
      empty="No serials reported stolen."
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Stolen register pages' }}
    >
      {(entries) => (
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
      )}
    </QueueScreen>
  );
}
