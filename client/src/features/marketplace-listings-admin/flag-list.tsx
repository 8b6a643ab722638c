import { css, useTheme } from '@emotion/react';

/** What staff must check (stolen or duplicate serial, price far from the market), in the gold alert style. */
export function FlagList({ flags }: { flags: readonly string[] }) {
  const theme = useTheme();
  if (flags.length === 0) return null;
  return (
    <ul aria-label="Flags" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space[1]};`}>
      {flags.map((flag) => (
        <li key={flag} css={css`padding: ${theme.space[1]} ${theme.space[3]}; border-left: 3px solid ${theme.colors.gold}; background: ${theme.colors.hairlineDark}; color: var(--fg); font-size: ${theme.fontSizes.sm}; font-weight: 600;`}>
          ⚑ {flag}
        </li>
      ))}
    </ul>
  );
}
