import type { ComponentPropsWithRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { FieldFrame, fieldBox, type FieldFrameProps } from './field-frame';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Fill the box with the surface's --field-fill (white on ivory, onyx on black) instead of leaving it transparent. */
  filled?: boolean;
}

/** The bare multi-line input, boxed like Input; it grows downwards only. */
export function TextArea({ filled, ...props }: TextAreaProps) {
  const theme = useTheme();
  return (
    <textarea
      css={[
        fieldBox(theme),
        css`
          padding: ${theme.space[3]} ${theme.space[4]};
          background: ${filled ? 'var(--field-fill)' : 'transparent'};
          line-height: 1.6;
          resize: vertical;
        `,
      ]}
      {...props}
    />
  );
}

export interface TextAreaFieldProps extends TextAreaProps, Omit<FieldFrameProps, 'id' | 'className'> {}

/** A labelled TextArea with its hint and error, the multi-line twin of TextField. */
export function TextAreaField({ label, hideLabel, hint, error, announceError, id, className, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, announceError, id, className }} control={textAreaProps}>
      {(control) => <TextArea {...textAreaProps} {...control} />}
    </FieldFrame>
  );
}
