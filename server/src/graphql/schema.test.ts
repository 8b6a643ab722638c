import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../common/project-root';
import { getSchema, printAppSchema } from './schema';

describe('schema.graphql', () => {
  it('is exactly what the resolvers emit (run `npm run schema:emit` after changing the API)', async () => {
    const committed = await readFile(path.join(PROJECT_ROOT, 'schema.graphql'), 'utf8');
    expect(committed).toBe(await printAppSchema());
  });

  it('describes every type, field and argument for readers of Apollo Sandbox', async () => {
    const schema = await getSchema();
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!type.description) undocumented.push(type.name);
      if ('getFields' in type) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) undocumented.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});
