/** The development JSX runtime (`vite` dev server): emotion's, with the same fast path as jsx-runtime.ts. */
import { Fragment, jsxDEV as emotionJsxDev } from '@emotion/react/jsx-dev-runtime';
import { jsxDEV as reactJsxDev } from 'react/jsx-dev-runtime';
import type { ElementType } from 'react';
import { isStaticCss, StaticCss, staticCssProps } from './static-css';

export { Fragment };

export function jsxDEV(type: ElementType, props: Record<string, unknown>, key: string | undefined, isStatic: boolean, source?: unknown, self?: unknown) {
  return isStaticCss(props)
    ? reactJsxDev(StaticCss, staticCssProps(type, props), key, isStatic, source as never, self)
    : emotionJsxDev(type, props, key, isStatic, source as never, self);
}
