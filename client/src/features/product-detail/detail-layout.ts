import { css, type Theme } from '@emotion/react';

/** The two-column frame shared by the page and its skeleton, so loading shifts nothing. */
export const detailColumns = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  align-items: start;
  ${theme.mq.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: ${theme.space[8]};
  }
`;

export const detailPage = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[8]};
  padding-block: ${theme.space[5]} ${theme.space[9]};
`;

export const sectionRule = css`
  padding-top: 2rem;
  border-top: 1px solid var(--hairline);
`;
