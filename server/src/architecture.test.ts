import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './common/project-root';

/**
 * The client and the server share rules only through @aurum/rules (packages/rules), never by reaching into
 * each other's sources (issue 33 item 4); the package imports neither, nor a framework of either side.
 */
const BOUNDARIES: { folder: string; forbidden: string[]; forbiddenPackages: RegExp }[] = [
  { folder: 'client/src', forbidden: ['server'], forbiddenPackages: /^@aurum\/server(\/|$)/ },
  { folder: 'server/src', forbidden: ['client'], forbiddenPackages: /^@aurum\/client(\/|$)/ },
  {
    folder: 'packages/rules/src',
    forbidden: ['client', 'server'],
    forbiddenPackages: /^(@aurum\/(client|server)|express|@mikro-orm\/.*|react|react-dom|@apollo\/client\/react)(\/|$)/,
  },
];

/** Every module specifier a source names: static and dynamic imports, re-exports, require and vi.mock. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)['"]([^'"]+)['"]/g;

function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]);
}

/** The specifiers of a file (repository-relative) that cross a boundary. */
function violations(file: string, source: string, forbidden: string[], forbiddenPackages: RegExp): string[] {
  return specifiers(source).filter((specifier) => {
    if (!specifier.startsWith('.')) return forbiddenPackages.test(specifier);
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    return forbidden.some((folder) => target === folder || target.startsWith(`${folder}/`));
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|cts|js|mjs)$/.test(entry.name))
    .map((entry) => path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('the client/server boundary', () => {
  for (const { folder, forbidden, forbiddenPackages } of BOUNDARIES) {
    it(`no file in ${folder} imports ${forbidden.join(' or ')}`, () => {
      const files = sourceFiles(folder);
      expect(files.length).toBeGreaterThan(10);
      const crossing = files.flatMap((file) => violations(file, readFileSync(path.join(PROJECT_ROOT, file), 'utf8'), forbidden, forbiddenPackages).map((specifier) => `${file}: ${specifier}`));
      expect(crossing).toEqual([]);
    });
  }

  it('sees every form of import, and only the ones that cross', () => {
    const source = [
      "import { ownValue } from '../../../../server/src/common/own-value.js';",
      "export * from '../../../../server/src/modules/support/support-rules';",
      "const lazy = () => import('../../../../server/src/x');",
      "import '../../../../server/src/side-effect';",
      "vi.mock('../../../../server/src/mocked', () => ({}));",
      "import type { X } from '../server/own';",
      "import { MESSAGES } from '@aurum/rules/accounts/account-rules';",
    ].join('\n');
    expect(violations('client/src/features/auth/rules.ts', source, ['server'], /^@aurum\/server(\/|$)/)).toEqual([
      '../../../../server/src/common/own-value.js',
      '../../../../server/src/modules/support/support-rules',
      '../../../../server/src/x',
      '../../../../server/src/side-effect',
      '../../../../server/src/mocked',
    ]);
    expect(violations('server/src/http/page-status.ts', "import { isSpaPath } from '../../../client/src/app/spa-paths';", ['client'], /^@aurum\/client(\/|$)/)).toEqual([
      '../../../client/src/app/spa-paths',
    ]);
    const rules = BOUNDARIES[2];
    expect(violations('packages/rules/src/a.ts', "import express from 'express';\nimport { useState } from 'react';\nimport { z } from 'zod';", rules.forbidden, rules.forbiddenPackages)).toEqual(['express', 'react']);
  });
});
