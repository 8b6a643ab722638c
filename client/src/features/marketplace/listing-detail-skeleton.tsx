import { css, useTheme } from '@emotion/react';
import { Container, Skeleton } from '../../components/ui';
import { detailColumns, detailPage } from '../product-detail/detail-layout';

/** The listing page's shape while it loads: the same columns and square photo, so nothing shifts. */
export function ListingDetailSkeleton() {
  const theme = useTheme();
  const stack = css`display: grid; gap: ${theme.space[4]}; align-content: start;`;
  return (
    <Container>
      <div role="status" aria-label="Loading listing" css={detailPage(theme)}>
        <Skeleton width="14rem" height="0.875rem" />
        <div css={detailColumns(theme)}>
          <div css={stack}>
            <Skeleton aspectRatio="1 / 1" />
            <div css={css`display: grid; grid-template-columns: repeat(6, 1fr); gap: ${theme.space[2]};`}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} aspectRatio="1 / 1" />
              ))}
            </div>
          </div>
          <div css={stack}>
            <Skeleton width="30%" height="0.75rem" />
            <Skeleton width="85%" height="2.75rem" />
            <Skeleton width="50%" height="1rem" />
            <Skeleton height="7rem" />
            <Skeleton height="12rem" />
          </div>
        </div>
      </div>
    </Container>
  );
}
