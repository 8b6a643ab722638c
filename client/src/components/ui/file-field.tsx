import type { ComponentPropsWithRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export interface FileFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange'>, Omit<FieldFrameProps, 'id' | 'className'> {
  /** The files chosen (empty when the choice was cleared). */
  onFiles: (files: File[]) => void;
}

/** A native file input with the label, hint and error of a TextField: the platform's picker, keyboard and screen-reader behaviour. */
export function FileField({ label, hideLabel, hint, error, announceError, id, className, onFiles, ...inputProps }: FileFieldProps) {
  const theme = useTheme();
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, announceError, id, className }} control={inputProps}>
      {(control) => (
        <input
          type="file"
          {...inputProps}
          {...control}
          onChange={(event) => onFiles([...(event.target.files ?? [])])}
          css={css`
            max-width: 100%;
            color: var(--fg);
            font-size: ${theme.fontSizes.sm};
            &::file-selector-button {
              margin-right: ${theme.space[3]};
              min-height: 2.75rem;
              padding: 0 ${theme.space[4]};
              border: 1px solid var(--accent);
              background: transparent;
              color: var(--fg);
              font: inherit;
              cursor: pointer;
            }
            &[aria-invalid='true']::file-selector-button {
              border-color: var(--danger);
            }
          `}
        />
      )}
    </FieldFrame>
  );
}
