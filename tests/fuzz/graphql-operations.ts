import fc from 'fast-check';
import {
  astFromValue,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  print,
} from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { anyJson, nastyString } from './arbitraries';

export function loadSchema(): GraphQLSchema {
  return buildSchema(readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8'));
}

export interface FuzzOperation {
  name: string;
  kind: 'query' | 'mutation';
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
  /** Variables whose strings all hold a NUL character. */
  variablesWithNul: fc.Arbitrary<Record<string, unknown>>;
  /** The operation with these values written into the document as literals (values that do not fit their type left out). */
  inlined(variables: Record<string, unknown>): string;
}

/** A string with a NUL character somewhere in it. */
export const nulString = fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([before, after]) => `${before}\u0000${after}`);

/** One operation per root field: every argument a variable of its declared type, leaf fields selected. */
export function operationsOf(schema: GraphQLSchema): FuzzOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      name: field.name,
      kind,
      document: documentFor(kind, field),
      variables: variablesFor(field, nastyString),
      variablesWithNul: variablesFor(field, nulString),
      inlined: (variables: Record<string, unknown>) => inlinedDocument(kind, field, variables),
    })),
  );
}

function documentFor(kind: string, field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field.type)} }`;
}

/** The leaf fields without required arguments, one level down (enough to run the field's resolvers). */
function selectionOf(type: GraphQLField<unknown, unknown>['type']): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  const leaves = Object.values(named.getFields())
    .filter((field) => isLeafType(getNamedType(field.type)) && field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => field.name);
  return ` { __typename ${leaves.join(' ')} }`;
}

function inlinedDocument(kind: string, field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): string {
  const args = field.args.flatMap((arg) => {
    if (!(arg.name in variables)) return [];
    try {
      const literal = astFromValue(variables[arg.name], arg.type);
      return literal ? [`${arg.name}: ${print(literal)}`] : [];
    } catch {
      return [];
    }
  });
  return `${kind} Fuzz { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selectionOf(field.type)} }`;
}

function variablesFor(field: GraphQLField<unknown, unknown>, strings: fc.Arbitrary<string>): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type, 0, strings)]));
  return fc.record(shape, { requiredKeys: [] });
}

/** A value of the declared type with odd contents, and now and then a value of the wrong type. */
function valueOf(type: GraphQLInputType, depth: number, strings: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const wellTyped = typedValue(type, depth, strings);
  return fc.oneof({ weight: 6, arbitrary: wellTyped }, { weight: 1, arbitrary: anyJson });
}

function typedValue(type: GraphQLInputType, depth: number, strings: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedValue(type.ofType, depth, strings);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1, strings), { maxLength: depth > 1 ? 1 : 4 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1, strings)])), { requiredKeys: [] });
  }
  switch (type.name) {
    case 'Int':
      return fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2147483647, -2147483648, 1000000));
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e308, -1e-308));
    case 'Boolean':
      return fc.boolean();
    default:
      return strings;
  }
}
