import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { css, keyframes, useTheme } from '@emotion/react';
import { useModal } from './use-modal';
import { darkSurface, lightSurface } from './surface';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideFrom = {
  left: keyframes`from { transform: translateX(-100%); } to { transform: none; }`,
  right: keyframes`from { transform: translateX(100%); } to { transform: none; }`,
};

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  side?: 'left' | 'right';
  /** CSS width; '100%' makes a full-screen sheet. */
  width?: string;
  surface?: 'light' | 'dark';
  id?: string;
  /** Element to focus on open; defaults to the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Drawer({
  open,
  onClose,
  label,
  side = 'right',
  width = 'min(26rem, 100vw)',
  surface = 'light',
  id,
  initialFocusRef,
  children,
}: DrawerProps) {
  const theme = useTheme();
  const panelRef = useRef<HTMLDivElement>(null);
  useModal(open, panelRef, onClose, initialFocusRef);
  if (!open) return null;

  return createPortal(
    <div css={css`position: fixed; inset: 0; z-index: ${theme.zIndices.modal};`}>
      <div
        aria-hidden="true"
        onClick={onClose}
        css={css`
          position: absolute;
          inset: 0;
          background: rgba(11, 11, 12, 0.6);
          animation: ${fadeIn} ${theme.durations.base} ${theme.easing};
        `}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        css={[
          surface === 'dark' ? darkSurface : lightSurface,
          css`
            position: absolute;
            top: 0;
            bottom: 0;
            ${side}: 0;
            width: ${width};
            display: flex;
            flex-direction: column;
            overflow-y: auto;
            overscroll-behavior: contain;
            background: ${surface === 'dark' ? theme.colors.black : theme.colors.ivory};
            box-shadow: ${theme.shadows.overlay};
            animation: ${slideFrom[side]} ${theme.durations.slow} ${theme.easing};
          `,
        ]}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
