/**
 * The JSX runtime of the browser and server builds (client/vite.config.ts): emotion's, with a fast path for
 * css props that are one style made with css`…` (static-css.ts). TypeScript still checks JSX against emotion's
 * types (tsconfig `jsxImportSource`), since the props accepted are the same.
 */
import { Fragment, jsx as emotionJsx, jsxs as emotionJsxs } from '@emotion/react/jsx-runtime';
import { jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import type { ElementType } from 'react';
import { isStaticCss, StaticCss, staticCssProps } from './static-css';

type Props = Record<string, unknown>;

export { Fragment };

export function jsx(type: ElementType, props: Props, key?: string) {
  return isStaticCss(props) ? reactJsx(StaticCss, staticCssProps(type, props), key) : emotionJsx(type, props, key);
}

export function jsxs(type: ElementType, props: Props, key?: string) {
  return isStaticCss(props) ? reactJsxs(StaticCss, staticCssProps(type, props), key) : emotionJsxs(type, props, key);
}
