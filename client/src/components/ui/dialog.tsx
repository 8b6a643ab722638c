import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { css, keyframes, useTheme } from '@emotion/react';
import { useModal } from './use-modal';
import { lightSurface } from './surface';
import { CloseIcon } from './icons';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action row under the content (e.g. Save / Cancel). */
  footer?: ReactNode;
  /** CSS width of the panel; 34rem by default. */
  width?: string;
  /** Keep the title as the dialog's accessible name only, when the content shows its own heading. */
  hideTitle?: boolean;
}

export function Dialog({ open, onClose, title, description, children, footer, width = 'min(34rem, 100%)', hideTitle = false }: DialogProps) {
  const theme = useTheme();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal(open, panelRef, onClose);
  if (!open) return null;

  return createPortal(
    <div
      css={css`
        position: fixed;
        inset: 0;
        z-index: ${theme.zIndices.modal};
        display: grid;
        place-items: center;
        padding: ${theme.space[4]};
      `}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        css={css`
          position: absolute;
          inset: 0;
          background: rgba(11, 11, 12, 0.72);
          backdrop-filter: blur(2px);
          animation: ${fadeIn} ${theme.durations.base} ${theme.easing};
        `}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        css={[
          lightSurface,
          css`
            position: relative;
            width: ${width};
            max-height: calc(100dvh - 2rem);
            overflow-y: auto;
            background: ${theme.colors.ivory};
            border-top: 2px solid ${theme.colors.gold};
            box-shadow: ${theme.shadows.overlay};
            padding: ${theme.space[7]} ${theme.space[6]} ${theme.space[6]};
            animation: ${rise} ${theme.durations.slow} ${theme.easing};
            ${theme.mq.belowMd} {
              padding: ${theme.space[6]} ${theme.space[5]} ${theme.space[5]};
            }
          `,
        ]}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          css={css`
            position: absolute;
            top: ${theme.space[3]};
            right: ${theme.space[3]};
            /* Above the content (a positioned image would otherwise paint over it and take the tap). */
            z-index: 1;
            display: grid;
            place-items: center;
            width: 2.75rem;
            height: 2.75rem;
            background: none;
            border: 0;
            color: var(--fg);
            &:hover {
              color: var(--accent);
            }
          `}
        >
          <CloseIcon />
        </button>
        <h2
          id={titleId}
          className={hideTitle ? 'visually-hidden' : undefined}
          css={css`font-size: ${theme.fontSizes['2xl']}; padding-right: ${theme.space[6]};`}
        >
          {title}
        </h2>
        {description && (
          <p id={descriptionId} css={css`margin-top: ${theme.space[3]}; color: var(--fg-muted);`}>
            {description}
          </p>
        )}
        {children && (
          <div
            css={css`
              margin-top: ${hideTitle ? 0 : theme.space[5]};
              /* Without a visible title the content starts at the top: on a phone it begins below the close
                 button, not under it (issue 37: the quick view's image took the tap meant for Close). */
              ${theme.mq.belowMd} {
                margin-top: ${hideTitle ? '2.25rem' : theme.space[5]};
              }
            `}
          >
            {children}
          </div>
        )}
        {footer && (
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              justify-content: flex-end;
              gap: ${theme.space[3]};
              margin-top: ${theme.space[6]};
            `}
          >
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
