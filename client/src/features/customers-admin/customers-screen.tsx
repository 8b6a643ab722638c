import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { Button, Switch, TextField } from '../../components/ui';
import { useStaffCustomersQuery } from '../../gql/hooks';
import { CustomerCards, CustomersTable } from './customer-rows';

const PAGE_SIZE = 20;

/** /admin/customers: customer accounts, searched by email, name or phone, VIPs alone on demand. */
export function CustomersScreen() {
  const theme = useTheme();
  const [text, setText] = useState('');
  const { filter, setFilter, offset, setOffset } = useQueueFilter({ search: '', vipOnly: false });
  const { search, vipOnly } = filter;
  const result = useStaffCustomersQuery({ variables: { filter: { search: search || null, vipOnly }, limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });

  const filters = (
    <form
      role="search"
      aria-label="Find customers"
      onSubmit={(event) => {
        event.preventDefault();
        setFilter({ ...filter, search: text.trim() });
      }}
      css={css`display: grid; gap: ${theme.space[3]}; align-items: end; ${theme.mq.sm} { grid-template-columns: minmax(14rem, 1fr) auto auto; }`}
    >
      <TextField label="Email, name or phone" type="search" value={text} maxLength={100} autoComplete="off" onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      <Switch
        label="VIP clients only"
        checked={vipOnly}
        onChange={(checked) => setFilter({ ...filter, vipOnly: checked })}
      />
    </form>
  );

  return (
    <QueueScreen
      id="customers-heading"
      heading="Customer accounts"
      noun={['customer', 'customers']}
      order="newest first"
      filters={filters}
      page={result.dataState === 'complete' ? result.data.staffCustomers : null}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading customers…"
      errorText="The customers could not be loaded."
      empty={search ? `No customers match “${search}”.` : 'No customers yet.'}
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Customer pages' }}
    >
      {(customers) => (
        <>
          <CustomersTable customers={customers} />
          <CustomerCards customers={customers} />
        </>
      )}
    </QueueScreen>
  );
}
