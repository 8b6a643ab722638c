import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { ADMIN_NAV, AdminPage } from '../../features/admin-shell';

/** /admin: the back office's landing page. */
export default function AdminOverviewPage() {
  const theme = useTheme();
  return (
    <AdminPage title="Overview">
      <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space[3]}; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));`}>
        {ADMIN_NAV.filter((item) => !item.end).map((item) => (
          <li key={item.to}>
            <Link to={item.to} css={css`display: block; padding: ${theme.space[4]}; border: 1px solid var(--hairline); background: ${theme.colors.onyx}; color: var(--fg);`}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
