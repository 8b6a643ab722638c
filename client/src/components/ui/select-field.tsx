import type { ComponentPropsWithRef, ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { fieldBox, FieldFrame, type FieldFrameProps } from './field-frame';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'>, Omit<FieldFrameProps, 'id' | 'className'> {
  /** The <option>s. */
  children: ReactNode;
}

/** A native select with the label, hint and error of a TextField: the platform's own picker, keyboard and screen-reader behaviour. */
export function SelectField({ label, hideLabel, hint, error, announceError, id, className, children, ...selectProps }: SelectFieldProps) {
  const theme = useTheme();
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, announceError, id, className }} control={selectProps}>
      {(control) => (
        <select
          css={[fieldBox(theme), css`min-height: 2.875rem; padding: 0 ${theme.space[4]}; background: var(--field-fill, transparent);`]}
          {...selectProps}
          {...control}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
