import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Kind, parse, specifiedRules, validate, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../common/project-root';
import { GRAPHQL_LIMITS, queryLimits } from './apollo';
import { getSchema } from './schema';

/** Every operation the shop's client sends, with the fragments it spreads (transitively). */
async function clientOperations(): Promise<{ name: string; definitions: DefinitionNode[] }[]> {
  const sourceDir = path.join(PROJECT_ROOT, 'client', 'src');
  const files = (await readdir(sourceDir, { recursive: true })).filter((file) => file.endsWith('.graphql'));
  const definitions = (await Promise.all(files.map(async (file) => parse(await readFile(path.join(sourceDir, file), 'utf8')).definitions))).flat();
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const withFragments = (root: DefinitionNode): DefinitionNode[] => {
    const used = new Map<string, FragmentDefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(fragment.name.value)) {
            used.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(root);
    return [root, ...used.values()];
  };
  return definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({ name: operation.name?.value ?? '(anonymous)', definitions: withFragments(operation) }));
}

describe('the client’s GraphQL operations', () => {
  it('all pass the server’s validation and query limits (depth, aliases, cost)', async () => {
    const schema = await getSchema();
    const rules = [...specifiedRules, ...queryLimits().validationRules];
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThan(30);
    const refused = operations.flatMap(({ name, definitions }) =>
      validate(schema, { kind: Kind.DOCUMENT, definitions }, rules).map((error) => `${name}: ${error.message}`),
    );
    expect(refused).toEqual([]);
  });

  it('would refuse the deepest of them under the old depth limit of 10 (the check above can fail)', async () => {
    const schema = await getSchema();
    const operation = (await clientOperations()).find(({ name }) => name === 'MyConsultations');
    const strict = queryLimits({ ...GRAPHQL_LIMITS, maxDepth: 10 }).validationRules;
    const errors = validate(schema, { kind: Kind.DOCUMENT, definitions: operation!.definitions }, strict);
    expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/depth limit of 10 exceeded/)]);
  });
});
