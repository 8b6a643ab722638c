import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { MoreIcon, theme } from '../ui';
import { replayTap } from '../../lib/early-input';

export interface CardMenuAction {
  label: string;
  onSelect: () => void;
}

const CardMoreMenuList = lazy(() => import('./card-more-menu-list'));

const styles = {
  trigger: css`
    position: relative;
    z-index: 1;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 0;
    border-radius: 50%;
    background: rgba(246, 241, 231, 0.86);
    color: ${theme.colors.ink};
    cursor: pointer;
    &[aria-expanded='true'] {
      background: ${theme.colors.black};
      color: ${theme.colors.gold};
    }
  `,
};

/**
 * A phone card's one discreet "More actions" button (issue 37: three round icons crowded a small image) and the
 * small menu it opens: focus moves in and stays there (Tab, arrows), Escape or a tap outside closes it and focus
 * returns to the button. A tap before hydration opens it once the page has hydrated (`replayId`). The menu itself
 * (card-more-menu-list.tsx) loads on the first opening: no listing's first screen needs it (issue 35).
 */
export function CardMoreMenu({ productName, actions, replayId }: { productName: string; actions: CardMenuAction[]; replayId: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={`More actions: ${productName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        css={styles.trigger}
        {...replayTap(replayId)}
      >
        <MoreIcon size={20} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CardMoreMenuList id={menuId} productName={productName} actions={actions} trigger={trigger} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
