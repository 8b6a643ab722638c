import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button } from '../../components/ui';
import { useStaffServiceRequestsQuery } from '../../gql/hooks';
import { mutedText } from '../../components/admin/admin-styles';
import { pageRange } from '../orders-admin/rules';
import { RequestDrawer } from './request-drawer';
import { RequestFilters, type RequestFilterValues } from './request-filters';
import { RequestCards, RequestsTable } from './request-rows';
import { REQUESTS_PAGE_SIZE } from './rules';

/** /admin/returns: return and repair requests, filtered, each opening in a drawer with its allowed next steps. */
export function ReturnsScreen() {
  const theme = useTheme();
  const [filters, setFilters] = useState<RequestFilterValues>({ kind: '', status: '', search: '' });
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useStaffServiceRequestsQuery({
    variables: { filter: { kind: filters.kind || null, status: filters.status || null, search: filters.search || null }, limit: REQUESTS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = result.dataState === 'complete' ? result.data.staffServiceRequests : null;

  return (
    <section aria-labelledby="requests-heading" css={css`display: grid; gap: ${theme.space[5]};`}>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <h2 id="requests-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Requests
        </h2>
        <p css={mutedText(theme)} aria-live="polite">
          {page ? `${page.totalCount} ${page.totalCount === 1 ? 'request' : 'requests'} · newest first` : 'Newest first'}
        </p>
      </div>
      <RequestFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setOffset(0);
        }}
      />
      {!page ? (
        result.error ? (
          <p role="alert">The requests could not be loaded.</p>
        ) : (
          <div aria-busy="true" css={css`display: grid; gap: ${theme.space[2]};`}>
            <span className="visually-hidden" role="status">
              Loading requests…
            </span>
            {[0, 1, 2].map((row) => (
              <span key={row} css={css`display: block; height: 4rem; background: ${theme.colors.onyx}; border: 1px solid var(--hairline);`} />
            ))}
          </div>
        )
      ) : page.items.length === 0 ? (
        <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>No requests match.</p>
      ) : (
        <>
          <RequestsTable requests={page.items} onOpen={setOpenId} />
          <RequestCards requests={page.items} onOpen={setOpenId} />
          {page.totalCount > REQUESTS_PAGE_SIZE && (
            <nav aria-label="Request pages" css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
              <p css={mutedText(theme)}>{pageRange(offset, page.items.length, page.totalCount)}</p>
              <div css={css`display: flex; gap: ${theme.space[2]};`}>
                <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - REQUESTS_PAGE_SIZE))}>
                  Previous
                </Button>
                <Button variant="secondary" size="sm" disabled={offset + page.items.length >= page.totalCount} onClick={() => setOffset(offset + REQUESTS_PAGE_SIZE)}>
                  Next
                </Button>
              </div>
            </nav>
          )}
        </>
      )}
      <RequestDrawer id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
