import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules';

const SRC = __dirname;

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file));
}

/** The relative import specifiers of a file (import … from, export … from, import()). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => path.join(path.dirname(file), match[1]));
}

describe('the composition root', () => {
  it('common/ imports no module: modules build on it, never the other way round', () => {
    const offenders = filesUnder('common').flatMap((file) => importsOf(file).filter((target) => target.startsWith('modules')).map((target) => `${file} → ${target}`));
    expect(offenders).toEqual([]);
  });

  it('the request context type imports no project file', () => {
    expect(importsOf('common/request-context.ts')).toEqual([]);
  });

  it('lists every module once, and every module folder that wires anything has its module in the list', () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    const declared = filesUnder('modules').filter((file) => file.endsWith('.module.ts'));
    expect(declared.map((file) => path.basename(file, '.module.ts')).sort()).toEqual([...names].sort());
  });

  it('no module imports another module’s wiring: only the root does', () => {
    const offenders = filesUnder('modules').flatMap((file) => importsOf(file).filter((target) => target.endsWith('.module') && path.dirname(target) !== path.dirname(file)).map((target) => `${file} → ${target}`));
    expect(offenders).toEqual([]);
  });

  it('every entity and resolver belongs to exactly one module', () => {
    const entities = MODULES.flatMap((module) => module.entities ?? []);
    const resolvers = MODULES.flatMap((module) => module.resolvers ?? []);
    expect(new Set(entities).size).toBe(entities.length);
    expect(new Set(resolvers).size).toBe(resolvers.length);
  });
});
