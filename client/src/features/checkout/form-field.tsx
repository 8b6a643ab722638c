import { Field } from 'react-final-form';
import { TextField, type TextFieldProps } from '../../components/ui';

type FormFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & {
  name: string;
  /** Rewrites the typed text (card number groups, expiry slash). */
  format?: (value: string) => string;
};

/** A labelled text field bound to react-final-form; its error shows once the shopper has left it. */
export function FormField({ name, format, ...props }: FormFieldProps) {
  return (
    <Field<string> name={name} parse={(value) => (format ? format(value ?? '') : (value ?? ''))}>
      {({ input, meta }) => {
        const message = meta.touched ? (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)) : undefined;
        return <TextField {...props} {...input} value={input.value ?? ''} error={message} aria-invalid={message ? true : undefined} />;
      }}
    </Field>
  );
}
