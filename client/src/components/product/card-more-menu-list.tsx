import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { css } from '@emotion/react';
import { focusTarget, theme, useModal } from '../ui';
import type { CardMenuAction } from './card-more-menu';

const styles = {
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
 * The open "More actions" menu (card-more-menu.tsx), loaded on its first opening: focus moves in and stays there (Tab,
 * arrows), Escape or a tap outside closes it and focus returns to the button.
 */
export default function CardMoreMenuList({
  id,
  productName,
  actions,
  trigger,
  onClose,
}: {
  id: string;
  productName: string;
  actions: CardMenuAction[];
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  useModal(true, menu, onClose);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || trigger.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, trigger]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const next = focusTarget(event.key, items.indexOf(document.activeElement as HTMLElement), items.length, { previous: 'ArrowUp', next: 'ArrowDown' });
    if (next === null) return;
    event.preventDefault();
    items[next].focus();
  };

  return (
    <div ref={menu} id={id} role="menu" aria-label={`Actions: ${productName}`} onKeyDown={onKeyDown} css={styles.menu}>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          role="menuitem"
          onClick={() => {
            onClose();
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
  );
}
