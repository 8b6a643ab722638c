import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';

/**
 * Home / Marketplace / … / the current page, styled as the product page's trail. One line, the current page's
 * name shortened with an ellipsis when it does not fit (the page's heading gives it in full): a trail that wraps
 * or not depending on the font moved the page below it when the web font arrived (CLS 0.18 on a seller page).
 */
export function MarketplaceBreadcrumb({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  const theme = useTheme();
  return (
    <nav aria-label="Breadcrumb">
      <ol
        css={css`
          display: flex;
          gap: ${theme.space[2]};
          white-space: nowrap;
          margin: 0;
          padding: 0;
          list-style: none;
          font-size: ${theme.fontSizes.xs};
          letter-spacing: 0.04em;
          color: var(--fg-muted);
          li + li::before {
            content: '/';
            margin-right: ${theme.space[2]};
          }
          a:hover {
            color: var(--accent);
          }
        `}
      >
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/marketplace">Marketplace</Link>
        </li>
        {trail.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
        <li aria-current="page" css={css`min-width: 0; overflow: hidden; text-overflow: ellipsis;`}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
