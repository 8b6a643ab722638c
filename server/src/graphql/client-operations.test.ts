import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../common/project-root';
import { GRAPHQL_LIMITS, queryLimits } from './apollo';
import { MAX_QUERY_COST } from './cost/field-costs';
import { operationCost } from './cost/query-cost';
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
  it('all pass the server’s validation and query limits (depth, aliases, tokens)', async () => {
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

  it('each costs at most half the per-request limit, so a page can send two at once', async () => {
    const schema = await getSchema();
    const costs = (await clientOperations()).map(({ name, definitions }) => {
      const operation = definitions[0] as OperationDefinitionNode;
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, sampleValue(schema, typeFromAST(schema, v.type as never) as GraphQLInputType)]),
      );
      return { name, cost: costOrError(() => operationCost(schema, { kind: Kind.DOCUMENT, definitions }, name, variables)) };
    });
    expect(costs.filter(({ cost }) => typeof cost !== 'number' || cost > MAX_QUERY_COST / 2)).toEqual([]);
    expect(Math.max(...costs.map(({ cost }) => Number(cost)))).toBeGreaterThan(MAX_QUERY_COST / 4);
  });
});

/** Cost does not depend on argument values, but required variables need one to be priced. */
function sampleValue(schema: GraphQLSchema, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(schema, type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(schema, field.type)]));
  }
  return type.name === 'Int' || type.name === 'Float' ? 1 : type.name === 'Boolean' ? false : '1';
}

function costOrError(price: () => number): number | string {
  try {
    return price();
  } catch (error) {
    return String(error);
  }
}
