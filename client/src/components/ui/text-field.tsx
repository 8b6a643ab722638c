import type { ComponentPropsWithRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { FieldFrame, fieldBox, type FieldFrameProps } from './field-frame';

export interface TextFieldProps extends ComponentPropsWithRef<'input'>, Omit<FieldFrameProps, 'id' | 'className'> {}

export function TextField({ label, hideLabel, hint, error, announceError, id, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, announceError, id, className }} control={inputProps}>
      {(control) => <Input {...inputProps} {...control} />}
    </FieldFrame>
  );
}

/** The bare input, for compound controls such as the header search. */
export function Input(props: ComponentPropsWithRef<'input'>) {
  const theme = useTheme();
  return <input css={[fieldBox(theme), css`min-height: 2.875rem; padding: 0 ${theme.space[4]};`]} {...props} />;
}
