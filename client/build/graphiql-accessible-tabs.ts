import type { Plugin } from 'vite';

/** GraphiQL's tab strip (its editor tabs, one per operation document). */
const TABS_MODULE = /[\\/]@graphiql[\\/]react[\\/]dist[\\/]components[\\/]tabs[\\/]index\.js$/;

/**
 * GraphiQL 5 marks each editor tab `role="tab"` around two buttons (select, close): a tab's children are
 * presentational, so focusable buttons inside it are axe's serious `nested-interactive` violation. The strip becomes
 * a plain list of buttons: no tablist and tab roles, and the open tab is `aria-current` instead of `aria-selected`.
 * Each replacement must match exactly once: a GraphiQL update that changes this module fails the build here instead
 * of quietly bringing the violation back.
 */
export const TAB_REWRITES: readonly { find: RegExp; replace: string }[] = [
  { find: /"aria-selected":\s*isActive,(\s*dragElastic:\s*false,)\s*role:\s*"tab",/, replace: '"aria-current": isActive ? "true" : void 0,$1' },
  { find: /\s*role:\s*"tablist",/, replace: '' },
];

export function rewriteGraphiqlTabs(code: string): string {
  return TAB_REWRITES.reduce((text, { find, replace }) => {
    const matches = text.match(new RegExp(find.source, 'g'))?.length ?? 0;
    if (matches !== 1) throw new Error(`GraphiQL's tabs module changed: ${find} matched ${matches} times (expected once); see client/build/graphiql-accessible-tabs.ts`);
    return text.replace(find, replace);
  }, code);
}

export function graphiqlAccessibleTabs(): Plugin {
  return {
    name: 'aurum-graphiql-accessible-tabs',
    enforce: 'pre',
    transform(code, id) {
      if (!TABS_MODULE.test(id.split('?')[0])) return null;
      return { code: rewriteGraphiqlTabs(code), map: null };
    },
  };
}
