import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { Button, CloseIcon, Container, SearchIcon } from '../../components/ui';
import {
  nextActive,
  optionId,
  productPath,
  SUGGESTION_DELAY_MS,
  SuggestionList,
  SuggestionsLoader,
  type SuggestionResult,
  useDebouncedValue,
  wantsSuggestions,
} from '../../features/search-suggestions';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { iconButton } from './header-styles';
import { searchPath } from './navigation';

export const SEARCH_PANEL_ID = 'header-search';
const LISTBOX_ID = 'header-search-suggestions';

/**
 * The search row revealed under the header by the search toggle: a combobox
 * that suggests up to six products once typing pauses for 300 ms. Up and Down
 * pick a suggestion, Enter opens it (or, with none picked, searches the whole
 * catalogue), Escape closes the suggestions and then the search row.
 */
export function HeaderSearch({ onClose, toggleRef }: { onClose: () => void; toggleRef: RefObject<HTMLButtonElement | null> }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), SUGGESTION_DELAY_MS);
  const [result, setResult] = useState<SuggestionResult | null>(null);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => setActive(-1), [result]);

  const onResult = useCallback((next: SuggestionResult) => {
    setResult(next);
    setDismissed(false);
  }, []);

  // Suggestions for what is typed now; none while a newer term is pending.
  const suggestions = result && result.term === query.trim() && wantsSuggestions(result.term) ? result.items : [];
  const expanded = suggestions.length > 0 && !dismissed;

  const close = () => {
    onClose();
    toggleRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0) {
      onClose();
      navigate(productPath(suggestions[active].id));
      return;
    }
    const trimmed = query.trim();
    if (!trimmed) return;
    onClose();
    navigate(searchPath(trimmed));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      // The first Escape only closes the suggestions: the row's handler must not see it, and the
      // browser must not clear the search field as it does by default.
      event.stopPropagation();
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
      return;
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !expanded && suggestions.length > 0) {
      event.preventDefault();
      setDismissed(false);
      return;
    }
    const next = expanded ? nextActive(event.key, active, suggestions.length) : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={expanded && active >= 0 ? optionId(LISTBOX_ID, active) : undefined}
            autoComplete="off"
            placeholder="Search watches, clothing and brands"
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              setDismissed(false);
            }}
            onKeyDown={onInputKeyDown}
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
        {wantsSuggestions(term) && (
          <ApolloBoundary>
            <SuggestionsLoader term={term} onResult={onResult} />
          </ApolloBoundary>
        )}
        <div hidden={!expanded}>
          <SuggestionList id={LISTBOX_ID} items={expanded ? suggestions : []} active={active} onChoose={onClose} />
        </div>
        <p role="status" className="visually-hidden">
          {expanded ? `${suggestions.length} suggested ${suggestions.length === 1 ? 'product' : 'products'}; use the up and down arrows to choose.` : ''}
        </p>
      </Container>
    </div>
  );
}
