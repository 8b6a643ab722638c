import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { Field } from 'react-final-form';
import { capsLabel, StarIcon } from '../../components/ui';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { STAR_LABELS, starLabel } from './review-rules';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The rating as a native radio group drawn as five stars: arrow keys move
 * between them, each has a name ("4 stars: Very good"), and the group's error
 * is linked to every radio.
 */
export function StarRatingField({ name = 'rating', legend = 'Your rating' }: { name?: string; legend?: string }) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field<number | undefined> name={name} subscription={errorSubscription}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const value = Number(input.value) || 0;
        return (
          <fieldset css={css`border: 0; margin: 0; padding: 0; display: grid; gap: ${theme.space[2]}; min-width: 0;`}>
            <legend css={[capsLabel(theme), css`margin-bottom: ${theme.space[2]}; padding: 0;`]}>{legend}</legend>
            <div css={css`display: flex; align-items: center; gap: ${theme.space[3]}; flex-wrap: wrap;`}>
              <div css={css`display: inline-flex; gap: 2px;`}>
                {STARS.map((stars) => (
                  <label
                    key={stars}
                    css={css`
                      position: relative;
                      display: grid;
                      place-items: center;
                      width: 2.75rem;
                      height: 2.75rem;
                      color: ${stars <= value ? 'var(--accent)' : 'var(--fg-muted)'};
                      cursor: pointer;
                      &:has(input:focus-visible) {
                        outline: 2px solid var(--accent);
                        outline-offset: 1px;
                      }
                      &:hover {
                        color: var(--accent);
                      }
                    `}
                  >
                    <input
                      type="radio"
                      css={css`position: absolute; inset: 0; z-index: 1; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer;`}
                      name={input.name}
                      value={stars}
                      checked={value === stars}
                      onChange={() => input.onChange(stars)}
                      onBlur={input.onBlur}
                      onFocus={input.onFocus}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                    <span className="visually-hidden">{starLabel(stars)}</span>
                    <StarIcon size={28} filled={stars <= value ? 1 : 0} />
                  </label>
                ))}
              </div>
              <span aria-hidden="true" css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted); min-width: 5rem;`}>
                {value ? STAR_LABELS[value - 1] : 'Choose 1 to 5 stars'}
              </span>
            </div>
            {error && (
              <p id={`${id}-error`} css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    </Field>
  );
}
