import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import { jsx as emotionJsx } from '@emotion/react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { jsx } from './jsx-runtime';

type Jsx = typeof jsx;

const gold = css`color: #c9a646;`;
const bold = css`font-weight: 700;`;

/** A component that styles its own element and takes a className from its parent's css prop, as ours do. */
const Label = (runtime: Jsx) =>
  function Label({ className, children }: { className?: string; children?: ReactNode }) {
    return runtime('span', { className, css: bold, children });
  };

/** Renders with a fresh server cache (compat, as entry-server.tsx), returning the HTML and the styles it collected. */
function render(runtime: Jsx, tree: (runtime: Jsx) => ReactNode): { html: string; inserted: EmotionCache['inserted'] } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(createElement(CacheProvider, { value: cache }, tree(runtime)));
  return { html, inserted: { ...cache.inserted } };
}

const cases: Record<string, (runtime: Jsx) => ReactNode> = {
  'one style made with css`…` on an element': (r) => r('p', { css: gold, children: 'Aurum' }),
  'on a component, which gets the class and composes it with its own': (r) => r(Label(r), { css: gold, children: 'Sale' }),
  'an array (emotion composes it)': (r) => r('p', { css: [gold, bold], children: 'Both' }),
  'a className beside the css prop (emotion composes registered classes)': (r) => r('p', { className: 'plain', css: gold, children: 'Mixed' }),
  'a function of the theme': (r) => r('p', { css: () => ({ color: 'red' }), children: 'Themed' }),
};

describe('the JSX runtime: emotion with a fast path for css made once', () => {
  for (const [name, tree] of Object.entries(cases)) {
    it(`renders what emotion renders: ${name}`, () => {
      const ours = render(jsx, tree);
      const emotions = render(emotionJsx as Jsx, tree);
      expect(ours.html).toBe(emotions.html);
      expect(ours.inserted).toEqual(emotions.inserted);
      expect(ours.html).toMatch(/class="[^"]*css-/);
    });
  }

  it('renders without a CacheProvider too (emotion then makes its own cache)', () => {
    expect(renderToString(jsx('p', { css: gold, children: 'Alone' }))).toMatch(/<p class="css-[a-z0-9]+">Alone<\/p>$/);
  });

  it('passes every other prop, the key and the ref through to the element', () => {
    const ref = { current: null };
    const element = jsx('a', { css: gold, href: '/watches', 'aria-label': 'Watches', ref, children: 'Watches' }, 'k');
    expect(element.key).toBe('k');
    const { html } = render(jsx, () => element);
    expect(html).toMatch(/^<a href="\/watches" aria-label="Watches" class="css-[a-z0-9]+">Watches<\/a>$/);
  });
});
