import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { focusTarget, MoreIcon, theme, useModal } from '../ui';
import { replayTap } from '../../lib/early-input';

export interface CardMenuAction {
  label: string;
  onSelect: () => void;
}

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
  menu: css`
    position: absolute;
    z-index: 2;
    top: 3.25rem;
    left: 0;
    right: 0;
    display: grid;
    margin: 0;
    padding: ${theme.space[1]} 0;
    border: 1px solid ${theme.colors.hairlineLight};
    background: ${theme.colors.ivory};
    box-shadow: ${theme.shadows.raised};
  `,
  item: css`
    min-height: 2.75rem;
    padding: 0 ${theme.space[4]};
    border: 0;
    background: none;
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.sm};
    line-height: 1.25;
    text-align: left;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${theme.colors.parchment};
    }
  `,
};

/**
 * A phone card's one discreet "More actions" button (issue 37: three round icons crowded a small image) and the
 * small menu it opens: focus moves in and stays there (Tab, arrows), Escape or a tap outside closes it and focus
 * returns to the button. A tap before hydration opens it once the page has hydrated (`replayId`).
 */
export function CardMoreMenu({ productName, actions, replayId }: { productName: string; actions: CardMenuAction[]; replayId: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = () => setOpen(false);
  useModal(open, menu, close);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || trigger.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const next = focusTarget(event.key, items.indexOf(document.activeElement as HTMLElement), items.length, { previous: 'ArrowUp', next: 'ArrowDown' });
    if (next === null) return;
    event.preventDefault();
    items[next].focus();
  };

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
        <div ref={menu} id={menuId} role="menu" aria-label={`Actions: ${productName}`} onKeyDown={onKeyDown} css={styles.menu}>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                // Back on the button before the action runs, so a dialog it opens returns focus there too.
                trigger.current?.focus();
                action.onSelect();
              }}
              css={styles.item}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
