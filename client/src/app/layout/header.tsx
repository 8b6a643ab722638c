import { useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { NavLink } from 'react-router';
import { Container, MenuIcon, SearchIcon, darkSurface } from '../../components/ui';
import { AccountLinks } from './account-links';
import { CartLink } from './cart-link';
import { HeaderSearch, SEARCH_PANEL_ID } from './header-search';
import { iconButton, navLinkText } from './header-styles';
import { MobileMenu, MOBILE_MENU_ID } from './mobile-menu';
import { primaryNav } from './navigation';
import { Wordmark } from './wordmark';

export function Header() {
  const theme = useTheme();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const desktopOnly = css`${theme.mq.belowMd} { display: none !important; }`;
  const mobileOnly = css`${theme.mq.md} { display: none !important; }`;

  return (
    <header
      css={[
        darkSurface,
        css`
          position: sticky;
          top: 0;
          z-index: ${theme.zIndices.sticky};
          border-bottom: 1px solid ${theme.colors.hairlineDark};
        `,
      ]}
    >
      <Container>
        <div
          css={css`
            display: grid;
            grid-template-columns: 1fr auto 1fr;
            align-items: center;
            min-height: 4rem;
            ${theme.mq.md} {
              min-height: 5.25rem;
            }
          `}
        >
          <div css={css`display: flex; align-items: center; gap: ${theme.space[1]}; margin-left: -0.75rem;`}>
            <button
              type="button"
              css={[iconButton(theme), mobileOnly]}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon size={24} />
            </button>
            <button
              ref={searchToggleRef}
              type="button"
              css={iconButton(theme)}
              aria-label="Search"
              aria-expanded={searchOpen}
              aria-controls={SEARCH_PANEL_ID}
              onClick={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon size={22} />
            </button>
          </div>

          <Wordmark size="md" />

          <div css={css`display: flex; align-items: center; justify-content: flex-end; gap: ${theme.space[4]}; margin-right: -0.75rem; ${theme.mq.belowMd} { gap: ${theme.space[1]}; }`}>
            <AccountLinks />
            <CartLink />
          </div>
        </div>

        <nav aria-label="Main" css={desktopOnly}>
          <ul
            role="list"
            css={css`
              display: flex;
              justify-content: center;
              gap: clamp(1.5rem, 3.5vw, 3.25rem);
              margin: 0;
              padding-bottom: ${theme.space[2]};
            `}
          >
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} css={navLinkText(theme)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>

      {searchOpen && <HeaderSearch onClose={() => setSearchOpen(false)} toggleRef={searchToggleRef} />}
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
