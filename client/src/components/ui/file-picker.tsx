import { useRef, type ComponentPropsWithRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import { CloseIcon } from './icons';

export interface FilePickerProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange'>, Omit<FieldFrameProps, 'id' | 'className'> {
  /** The words on the visible button ("Choose photos"). */
  buttonLabel?: string;
  /** The files chosen (empty when the choice was cleared). */
  onFiles: (files: File[]) => void;
  /** The files to list under the button, each with a Remove button calling `onRemove`; leave out when the caller shows its own (thumbnails). */
  files?: readonly File[];
  onRemove?: (index: number) => void;
}

/**
 * The one file input of the app (issue 37: no bare "Choose Files"): the real `<input type="file">`, visually
 * hidden but focusable, so the keyboard, the platform's picker and screen readers work as native; a gold-outlined
 * button (a second label of the input) that shows its focus; the chosen files with Remove buttons; errors
 * announced (they appear on a choice, with no focus move).
 */
export function FilePicker({ label, hideLabel, hint, error, announceError = true, id, className, buttonLabel = 'Choose files', onFiles, files, onRemove, ...inputProps }: FilePickerProps) {
  const theme = useTheme();
  const input = useRef<HTMLInputElement | null>(null);
  const listed = files && onRemove ? files : [];
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, announceError, id, className }} control={inputProps}>
      {(control) => (
        <div css={css`display: grid; gap: ${theme.space[2]}; justify-items: start;`}>
          <input
            ref={input}
            type="file"
            {...inputProps}
            {...control}
            className="visually-hidden"
            onChange={(event) => {
              onFiles([...(event.target.files ?? [])]);
              // The same file can be chosen again after it was removed.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={control.id}
            aria-hidden="true"
            css={css`
              display: inline-flex;
              align-items: center;
              min-height: 2.75rem;
              padding: 0 ${theme.space[5]};
              border: 1px solid var(--accent);
              color: var(--fg);
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: ${theme.letterSpacing.caps};
              text-transform: uppercase;
              cursor: pointer;
              transition: background-color ${theme.durations.fast} ${theme.easing};
              &:hover {
                background: color-mix(in srgb, var(--accent) 12%, transparent);
              }
              input:focus-visible + & {
                outline: 2px solid var(--accent);
                outline-offset: 2px;
              }
              input[aria-invalid='true'] + & {
                border-color: var(--danger);
              }
              input:disabled + & {
                opacity: 0.5;
                cursor: not-allowed;
              }
            `}
          >
            {buttonLabel}
          </label>
          {listed.length > 0 && (
            <ul role="list" aria-label="Chosen files" css={css`display: grid; gap: ${theme.space[1]}; margin: 0; font-size: ${theme.fontSizes.sm};`}>
              {listed.map((file, index) => (
                <li key={`${file.name}-${index}`} css={css`display: flex; align-items: center; gap: ${theme.space[2]};`}>
                  <span css={css`overflow-wrap: anywhere;`}>{file.name}</span>
                  <button
                    type="button"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => {
                      onRemove?.(index);
                      input.current?.focus();
                    }}
                    css={css`display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border: 0; background: none; color: var(--fg-muted); cursor: pointer; &:hover { color: var(--fg); }`}
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
