import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, Switch, TextField } from '../../components/ui';
import { useStaffCustomersQuery } from '../../gql/hooks';
import { mutedText } from '../../components/admin/admin-styles';
import { pageRange } from '../orders-admin/rules';
import { CustomerCards, CustomersTable } from './customer-rows';

const PAGE_SIZE = 20;

/** /admin/customers: customer accounts, searched by email, name or phone, VIPs alone on demand. */
export function CustomersScreen() {
  const theme = useTheme();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [vipOnly, setVipOnly] = useState(false);
  const [offset, setOffset] = useState(0);
  const result = useStaffCustomersQuery({ variables: { filter: { search: search || null, vipOnly }, limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const page = result.dataState === 'complete' ? result.data.staffCustomers : null;

  return (
    <section aria-labelledby="customers-heading" css={css`display: grid; gap: ${theme.space[5]};`}>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <h2 id="customers-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Customer accounts
        </h2>
        <p css={mutedText(theme)} aria-live="polite">
          {page ? `${page.totalCount} ${page.totalCount === 1 ? 'customer' : 'customers'} · newest first` : 'Newest first'}
        </p>
      </div>
      <form
        role="search"
        aria-label="Find customers"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
          setOffset(0);
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
          onChange={(checked) => {
            setVipOnly(checked);
            setOffset(0);
          }}
        />
      </form>
      {!page ? (
        result.error ? <p role="alert">The customers could not be loaded.</p> : <span aria-busy="true" css={css`display: block; height: 12rem; background: ${theme.colors.onyx};`} />
      ) : page.items.length === 0 ? (
        <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>{search ? `No customers match “${search}”.` : 'No customers yet.'}</p>
      ) : (
        <>
          <CustomersTable customers={page.items} />
          <CustomerCards customers={page.items} />
          {page.totalCount > PAGE_SIZE && (
            <nav aria-label="Customer pages" css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
              <p css={mutedText(theme)}>{pageRange(offset, page.items.length, page.totalCount)}</p>
              <div css={css`display: flex; gap: ${theme.space[2]};`}>
                <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                  Previous
                </Button>
                <Button variant="secondary" size="sm" disabled={offset + page.items.length >= page.totalCount} onClick={() => setOffset(offset + PAGE_SIZE)}>
                  Next
                </Button>
              </div>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
