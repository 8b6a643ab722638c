import { createElement, type ElementType, type ReactNode, useInsertionEffect } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { jsx as emotionJsx } from '@emotion/react/jsx-runtime';
import type { SerializedStyles } from '@emotion/serialize';
import { insertStyles, registerStyles } from '@emotion/utils';

/**
 * The css prop's fast path (issue 17). Emotion's own handles any css value: for every element on every render
 * it serialises the styles again, hashes them and renders two components of its own around the element. On a
 * listing's hydration that was ~150 ms of a 4×-slowed main thread (24 cards, ~30 styled elements each). But
 * most css values here (705 of 906 on /watches) are made once with css`…`: already serialised, already named.
 * For those, the class name is known (`${cache.key}-${name}`, what emotion would compute) and the styles only
 * need inserting once; this component does just that and renders the element. Anything else — arrays,
 * functions of the theme, objects, a className to compose with, keyframes — goes through emotion as before.
 */

// String keys: React copies a props object's own enumerable string keys only.
const TYPE = '__staticCssType';
const STYLES = '__staticCssStyles';

const IS_SERVER = typeof document === 'undefined';

type StaticCssProps = Record<string, unknown> & { [TYPE]: ElementType; [STYLES]: SerializedStyles };

/** A css value emotion would turn into the same class with no work: one serialised style, nothing chained to it. */
export function isStaticCss(props: Record<string, unknown> | null | undefined): props is Record<string, unknown> & { css: SerializedStyles } {
  const value = props?.css as Partial<SerializedStyles> | null | undefined;
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof value.name === 'string' &&
    typeof value.styles === 'string' &&
    value.next === undefined &&
    props!.className == null
  );
}

/** The props for StaticCss: the element's own, without `css`, plus its type and styles. */
export function staticCssProps(type: ElementType, props: Record<string, unknown> & { css: SerializedStyles }): StaticCssProps {
  const own: StaticCssProps = { [TYPE]: type, [STYLES]: props.css } as StaticCssProps;
  for (const key in props) if (key !== 'css') own[key] = props[key];
  return own;
}

export function StaticCss(props: StaticCssProps): ReactNode {
  const cache = useEmotionCache();
  const type = props[TYPE];
  const serialized = props[STYLES];
  const isStringTag = typeof type === 'string';
  const element: Record<string, unknown> = {};
  for (const key in props) if (key !== TYPE && key !== STYLES) element[key] = props[key];
  // A server render without a CacheProvider (ours always has one): emotion makes itself a cache.
  if (!cache) return emotionJsx(type, { ...element, css: serialized });
  registerStyles(cache, serialized, isStringTag);
  // As emotion does: on the server at once (the render collects them), in the browser before layout effects.
  if (IS_SERVER) insertStyles(cache, serialized, isStringTag);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- IS_SERVER never changes within a process
  else useInsertionEffect(() => void insertStyles(cache, serialized, isStringTag), [cache, serialized, isStringTag]);

  element.className = `${cache.key}-${serialized.name}`;
  return createElement(type, element);
}
