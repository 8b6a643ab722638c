import '@emotion/react';
import type { AppTheme } from './theme';

declare module '@emotion/react' {
  // Declaration merging types `useTheme()` and css-prop theme callbacks.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
