import { css, useTheme } from '@emotion/react';
import { Container, Skeleton } from '../../components/ui';
import { detailColumns, detailPage } from './detail-layout';

/** The detail page's shape while the product loads: same columns, same image box. */
export function ProductDetailSkeleton() {
  const theme = useTheme();
  const stack = css`display: grid; gap: ${theme.space[4]}; align-content: start;`;
  return (
    <Container>
      <div role="status" aria-label="Loading product" css={detailPage(theme)}>
        <Skeleton width="14rem" height="0.875rem" />
        <div css={detailColumns(theme)}>
          <div css={stack}>
            <Skeleton aspectRatio="1 / 1" />
            <div css={css`display: grid; grid-template-columns: repeat(5, 1fr); gap: ${theme.space[2]};`}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} aspectRatio="1 / 1" />
              ))}
            </div>
          </div>
          <div css={stack}>
            <Skeleton width="30%" height="0.75rem" />
            <Skeleton width="85%" height="2.75rem" />
            <Skeleton width="50%" height="1rem" />
            <Skeleton width="35%" height="1.75rem" />
            <Skeleton width="60%" height="2.25rem" />
            <Skeleton height="5rem" />
            <Skeleton width="12rem" height="2.875rem" />
            <Skeleton height="3.375rem" />
          </div>
        </div>
      </div>
    </Container>
  );
}
