import { css, useTheme } from '@emotion/react';
import { Skeleton } from '../../components/ui';
import { cardBody, IMAGE_RATIO } from './product-card-layout';

export function ProductCardSkeleton() {
  const theme = useTheme();
  return (
    <div aria-hidden="true">
      <Skeleton aspectRatio={IMAGE_RATIO} />
      <div css={cardBody(theme)}>
        <Skeleton width="40%" height="0.75rem" css={css`align-self: center;`} />
        <div css={css`display: grid; gap: 0.375rem; align-content: center;`}>
          <Skeleton width="90%" height="1rem" />
          <Skeleton width="60%" height="1rem" />
        </div>
        <Skeleton width="35%" height="0.875rem" css={css`align-self: center;`} />
        <Skeleton width="45%" height="0.75rem" css={css`align-self: center;`} />
        <Skeleton width="55%" height="0.75rem" css={css`align-self: center;`} />
        <Skeleton width="65%" height="0.75rem" css={css`align-self: center;`} />
      </div>
    </div>
  );
}
