import type { ComponentPropsWithRef } from 'react';
import { css } from '@emotion/react';
import { theme } from '../ui';

const styles = css`
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${theme.colors.hairlineLight};
  border-radius: 50%;
  background: rgba(246, 241, 231, 0.92);
  color: ${theme.colors.ink};
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast} ${theme.easing},
    color ${theme.durations.fast} ${theme.easing};
  &:hover {
    background: ${theme.colors.black};
    color: ${theme.colors.gold};
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.black};
    color: ${theme.colors.gold};
    border-color: ${theme.colors.black};
  }
`;

/** Round icon button over a card image (wishlist, compare); sits above the card's stretched link. */
export function CardIconButton({ pressed, ...rest }: ComponentPropsWithRef<'button'> & { pressed?: boolean }) {
  return <button type="button" aria-pressed={pressed} css={styles} {...rest} />;
}
