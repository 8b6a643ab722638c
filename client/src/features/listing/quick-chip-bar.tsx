import { css, useTheme } from '@emotion/react';
import { chipStyle, SlidersIcon, ToggleChip } from '../../components/ui';
import type { Department } from '@aurum/rules/catalog/department';
import { useHeaderHeight } from './use-header-height';

interface QuickChipBarProps {
  department: Department;
  tags: readonly string[];
  onToggle: (tag: string) => void;
  activeCount: number;
  panelOpen: boolean;
  panelId: string;
  onOpenFilters: () => void;
}

/** Sticky under the header: Advanced Filters and the department's quick chips. */
export function QuickChipBar({ department, tags, onToggle, activeCount, panelOpen, panelId, onOpenFilters }: QuickChipBarProps) {
  const theme = useTheme();
  const top = useHeaderHeight();
  return (
    <div
      css={css`
        position: sticky;
        top: ${top}px;
        z-index: ${theme.zIndices.sticky - 1};
        background: rgba(246, 241, 231, 0.96);
        backdrop-filter: blur(6px);
        border-bottom: 1px solid var(--hairline);
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space[3]};
          max-width: calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter});
          margin-inline: auto;
          padding: ${theme.space[3]} ${theme.layout.gutter};
          overflow-x: auto;
          scrollbar-width: none;
        `}
      >
        <button
          type="button"
          onClick={onOpenFilters}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          aria-keyshortcuts="f"
          css={[
            chipStyle(theme),
            css`
              flex-shrink: 0;
              border-color: ${theme.colors.black};
              font-weight: 600;
            `,
          ]}
        >
          <SlidersIcon size={18} />
          Advanced Filters
          <span className="visually-hidden"> ({activeCount} active)</span>
          <span
            aria-hidden="true"
            css={css`
              display: inline-grid;
              place-items: center;
              min-width: 1.5rem;
              height: 1.5rem;
              padding: 0 0.375rem;
              border-radius: ${theme.radii.pill};
              background: ${activeCount > 0 ? theme.colors.black : 'transparent'};
              color: ${activeCount > 0 ? theme.colors.gold : 'var(--fg-muted)'};
              font-size: ${theme.fontSizes.xs};
            `}
          >
            {activeCount}
          </span>
        </button>
        <span aria-hidden="true" css={css`flex-shrink: 0; width: 1px; height: 1.5rem; background: var(--hairline);`} />
        <div role="group" aria-label="Quick filters" css={css`display: flex; gap: ${theme.space[2]};`}>
          {department.chips.map((chip) => (
            <ToggleChip key={chip.tag} pressed={tags.includes(chip.tag)} onClick={() => onToggle(chip.tag)}>
              {chip.label}
            </ToggleChip>
          ))}
        </div>
      </div>
    </div>
  );
}
