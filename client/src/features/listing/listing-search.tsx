import { useEffect, useState, type RefObject } from 'react';
import { css, useTheme } from '@emotion/react';
import { CloseIcon, Input, SearchIcon } from '../../components/ui';
import { DEBOUNCE_MS } from './department';
import { useDebouncedEffect } from './use-debounced-effect';

const MAX_SEARCH_LENGTH = 200;

interface ListingSearchProps {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The search box: what is typed is searched 300 ms after the last keystroke. */
export function ListingSearch({ value, placeholder, onSearch, inputRef }: ListingSearchProps) {
  const theme = useTheme();
  const [text, setText] = useState(value);
  // Clear All, a preset or the back button change the search from outside.
  useEffect(() => setText(value), [value]);
  useDebouncedEffect(text, DEBOUNCE_MS.search, (current) => onSearch(current));

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
      css={css`position: relative; flex: 1 1 16rem; min-width: 0;`}
    >
      <label htmlFor="listing-search" className="visually-hidden">
        {placeholder.replace('...', '')}
      </label>
      <SearchIcon
        size={18}
        css={css`position: absolute; left: ${theme.space[3]}; top: 50%; transform: translateY(-50%); color: var(--fg-muted); pointer-events: none;`}
      />
      <Input
        ref={inputRef}
        id="listing-search"
        type="search"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={placeholder}
        aria-keyshortcuts="/"
        autoComplete="off"
        onChange={(event) => setText(event.currentTarget.value)}
        css={css`
          padding-left: 2.5rem;
          padding-right: 2.75rem;
          &::-webkit-search-cancel-button {
            display: none;
          }
        `}
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onSearch('');
            inputRef.current?.focus();
          }}
          css={css`
            position: absolute;
            right: 0;
            top: 0;
            display: grid;
            place-items: center;
            width: 2.75rem;
            height: 100%;
            border: 0;
            background: none;
            color: var(--fg-muted);
            cursor: pointer;
            &:hover {
              color: var(--accent);
            }
          `}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </form>
  );
}
