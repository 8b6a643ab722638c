import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteGraphiqlTabs } from './graphiql-accessible-tabs';

const require = createRequire(import.meta.url);
const tabsModule = path.join(path.dirname(require.resolve('@graphiql/react/package.json')), 'dist/components/tabs/index.js');

describe("GraphiQL's tab strip, made a list of buttons", () => {
  it('drops the tablist and tab roles of the installed GraphiQL and marks the open tab aria-current', () => {
    const original = readFileSync(tabsModule, 'utf8');
    const rewritten = rewriteGraphiqlTabs(original);
    expect(original).toContain('role: "tab"');
    expect(rewritten).not.toMatch(/role:\s*"tab(list)?"/);
    expect(rewritten).not.toContain('"aria-selected"');
    expect(rewritten).toContain('"aria-current": isActive ? "true" : void 0,');
    expect(rewritten).toContain('dragElastic: false,');
  });

  it('fails loudly when a GraphiQL update changes the module', () => {
    expect(() => rewriteGraphiqlTabs('export const nothing = 1;')).toThrow(/GraphiQL's tabs module changed/);
  });
});
