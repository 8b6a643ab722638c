import type { ComponentPropsWithRef } from 'react';
import { useTheme } from '@emotion/react';
import { Link, type LinkProps } from 'react-router';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export type ButtonProps = ComponentPropsWithRef<'button'> & StyleProps;

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  type = 'button',
  ...rest
}: ButtonProps) {
  const theme = useTheme();
  return <button type={type} css={buttonStyles(theme, variant, size, fullWidth)} {...rest} />;
}

/** A link that looks like a button: `to` for app routes, `href` for in-page anchors. */
export type ButtonLinkProps = StyleProps &
  (({ to: LinkProps['to'] } & Omit<LinkProps, 'to'>) | ({ href: string } & ComponentPropsWithRef<'a'>));

export function ButtonLink({ variant = 'primary', size = 'md', fullWidth, ...rest }: ButtonLinkProps) {
  const theme = useTheme();
  const styles = buttonStyles(theme, variant, size, fullWidth);
  if ('to' in rest) return <Link css={styles} {...rest} />;
  return <a css={styles} {...rest} />;
}
