import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { css, useTheme } from '@emotion/react';
import { Button, CloseIcon, Input, SearchIcon } from '../../components/ui';
import { useDebouncedEffect } from './use-debounced-effect';
import { WORKS_BEFORE_HYDRATION } from '../../lib/hydration';

export const SEARCH_MAX_LENGTH = 200;

/** The URL parameter every listing reads its search text from (department, category and marketplace URLs alike). */
const SEARCH_PARAMETER = 'search';

interface ListingSearchProps {
  value: string;
  placeholder: string;
  /** Search now: Enter, the Search button, the clear button, or (with settleMs) a pause in typing. */
  onSearch: (text: string) => void;
  /** Every keystroke, for a caller that holds the text itself. */
  onType?: (text: string) => void;
  /** Search this long after the last keystroke (the dedicated listings: 300 ms). */
  settleMs?: number;
  /** The field's accessible name; the placeholder without its '...' by default. */
  label?: string;
  /**
   * 'bar' (the general listing and the marketplace): a Search button beside the field.
   * 'toolbar' (the dedicated listings): a clear button in the field, which '/' focuses (inputRef).
   */
  look?: 'bar' | 'toolbar';
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The listings' search box. It is a real GET form before the page's scripts take it over: the field is named
 * `search`, the listing's other URL parameters ride along as hidden fields (a new search starts at page 1), so Enter
 * on the server-rendered page loads the same listing the app would show. Text typed before hydration is kept and
 * searched for once the app runs.
 */
export function ListingSearch({ value, placeholder, onSearch, onType, settleMs, label, look = 'bar', inputRef }: ListingSearchProps) {
  const theme = useTheme();
  const ownId = useId();
  const toolbar = look === 'toolbar';
  const id = toolbar ? 'listing-search' : ownId;
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => name !== SEARCH_PARAMETER && name !== 'page');
  const [text, setText] = useState(value);
  const field = useRef<HTMLInputElement | null>(null);
  // Clear All, a preset, the back button or the header search change the text from outside.
  useEffect(() => setText(value), [value]);
  useDebouncedEffect(text, settleMs ?? 0, (current) => {
    if (settleMs !== undefined) onSearch(current);
  });
  const type = (next: string) => {
    setText(next);
    onType?.(next);
  };
  // Typed into the server-rendered field before the app took it over: the text is the shopper's, act on it.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) {
      type(typed);
      if (settleMs === undefined) onSearch(typed);
    }
    // Once, on taking the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setField = (element: HTMLInputElement | null) => {
    field.current = element;
    if (inputRef) inputRef.current = element;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  const form = { role: 'search', method: 'get', action: location.pathname, onSubmit: submit } as const;
  const hidden = kept.map(([name, keptValue], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={keptValue} />);
  const fieldProps = {
    id,
    name: SEARCH_PARAMETER,
    [WORKS_BEFORE_HYDRATION]: '',
    type: 'search',
    value: text,
    maxLength: SEARCH_MAX_LENGTH,
    placeholder,
    autoComplete: 'off',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => type(event.currentTarget.value),
  };

  if (toolbar) {
    return (
      <form {...form} css={css`position: relative; flex: 1 1 16rem; min-width: 0;`}>
        {hidden}
        <label htmlFor={id} className="visually-hidden">
          {label ?? placeholder.replace('...', '')}
        </label>
        <SearchIcon
          size={18}
          css={css`position: absolute; left: ${theme.space[3]}; top: 50%; transform: translateY(-50%); color: var(--fg-muted); pointer-events: none;`}
        />
        <Input
          ref={setField}
          {...fieldProps}
          aria-keyshortcuts="/"
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
              type('');
              onSearch('');
              inputRef?.current?.focus();
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

  return (
    <form {...form} css={css`display: flex; gap: ${theme.space[2]}; flex: 1 1 100%; min-width: 0; ${theme.mq.md} { flex-basis: 20rem; }`}>
      {hidden}
      <label htmlFor={id} className="visually-hidden">
        {label ?? placeholder.replace('...', '')}
      </label>
      <div css={css`position: relative; flex: 1; min-width: 0;`}>
        <SearchIcon size={18} css={css`position: absolute; left: ${theme.space[3]}; top: 50%; margin-top: -9px; color: var(--fg-muted);`} />
        <input
          ref={setField}
          {...fieldProps}
          css={css`
            width: 100%;
            min-height: 2.875rem;
            padding: 0 ${theme.space[3]} 0 2.5rem;
            border: 1px solid var(--hairline);
            border-bottom-color: var(--fg-muted);
            border-radius: 0;
            background: ${theme.colors.white};
            color: var(--fg);
            font-size: ${theme.fontSizes.md};
            &::placeholder {
              color: var(--fg-muted);
              opacity: 1;
            }
            &:focus-visible {
              border-color: var(--accent);
              outline-offset: 1px;
            }
          `}
        />
      </div>
      <Button type="submit" {...{ [WORKS_BEFORE_HYDRATION]: '' }}>
        Search
      </Button>
    </form>
  );
}
