import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { Button, CloseIcon, Container, SearchIcon } from '../../components/ui';
import { iconButton } from './header-styles';
import { searchPath } from './navigation';

export const SEARCH_PANEL_ID = 'header-search';

/** The search row revealed under the header by the search toggle. */
export function HeaderSearch({ onClose, toggleRef }: { onClose: () => void; toggleRef: RefObject<HTMLButtonElement | null> }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  useEffect(() => inputRef.current?.focus(), []);

  const close = () => {
    onClose();
    toggleRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    onClose();
    navigate(searchPath(trimmed));
  };

  return (
    <div
      id={SEARCH_PANEL_ID}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
      css={css`
        border-top: 1px solid ${theme.colors.hairlineDark};
        background: ${theme.colors.black};
      `}
    >
      <Container>
        <form
          role="search"
          onSubmit={submit}
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space[3]};
            padding-block: ${theme.space[4]};
          `}
        >
          <SearchIcon size={22} css={css`color: ${theme.colors.gold};`} />
          <label htmlFor="header-search-input" className="visually-hidden">
            Search products
          </label>
          <input
            ref={inputRef}
            id="header-search-input"
            type="search"
            name="search"
            autoComplete="off"
            placeholder="Search watches, clothing and brands"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            css={css`
              flex: 1;
              min-width: 0;
              min-height: 3rem;
              padding: 0 ${theme.space[2]};
              background: transparent;
              border: 0;
              border-bottom: 1px solid ${theme.colors.graphite};
              color: ${theme.colors.pearl};
              font-family: ${theme.fonts.display};
              font-size: ${theme.fontSizes.xl};
              &::placeholder {
                color: ${theme.colors.mist};
                opacity: 1;
              }
              &:focus-visible {
                outline-offset: 2px;
                border-bottom-color: ${theme.colors.gold};
              }
              &::-webkit-search-cancel-button {
                display: none;
              }
            `}
          />
          <Button type="submit" size="sm" css={css`${theme.mq.belowMd} { display: none; }`}>
            Search
          </Button>
          <button type="button" aria-label="Close search" onClick={close} css={iconButton(theme)}>
            <CloseIcon />
          </button>
        </form>
      </Container>
    </div>
  );
}
