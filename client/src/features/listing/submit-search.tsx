import { useId, type FormEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, SearchIcon } from '../../components/ui';
import { SEARCH_MAX_LENGTH } from './listing-rules';

interface ListingSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** The Search button and Enter: search now rather than after the pause. */
  onSubmit: () => void;
  placeholder: string;
  /** The field's accessible name. */
  label?: string;
}

export function ListingSearch({ value, onChange, onSubmit, placeholder, label = 'Search products' }: ListingSearchProps) {
  const theme = useTheme();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" onSubmit={submit} css={css`display: flex; gap: ${theme.space[2]}; flex: 1 1 100%; min-width: 0; ${theme.mq.md} { flex-basis: 20rem; }`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div css={css`position: relative; flex: 1; min-width: 0;`}>
        <SearchIcon size={18} css={css`position: absolute; left: ${theme.space[3]}; top: 50%; margin-top: -9px; color: var(--fg-muted);`} />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(e) => onChange(e.currentTarget.value)}
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
      <Button type="submit">Search</Button>
    </form>
  );
}
