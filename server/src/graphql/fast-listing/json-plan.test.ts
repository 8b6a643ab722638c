import { buildSchema, GraphQLObjectType, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { planSelection, writeObject } from './json-plan';

const schema = buildSchema(`
  enum Colour { RED GREEN }
  type Money { amount: Int! }
  type Item { id: ID! name: String! colour: Colour tags: [String!]! price: Money! sale: Money }
  type Query { item: Item }
`);
const itemType = schema.getType('Item') as GraphQLObjectType;

function plan(text: string) {
  const document = parse(text);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = new Map(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const field = operation.selectionSet.selections[0];
  if (field.kind !== Kind.FIELD) throw new Error('a field first');
  return planSelection(itemType, field.selectionSet!, fragments);
}

const ITEM = { id: 7, name: 'Dress "Watch"', colour: 'GREEN', tags: ['a', 'b'], price: { amount: 100 }, sale: null };

describe('the JSON plan of a selection', () => {
  it('writes what JSON.stringify of graphql-js’s result would: fragments spread in place, repeats merged, leaves serialised, __typename', () => {
    const planned = plan('{ item { id ...Card price { __typename } sale { amount } __typename } } fragment Card on Item { name id colour tags price { amount } }')!;
    expect(planned.fields.map((field) => field.key)).toEqual(['id', 'name', 'colour', 'tags', 'price', 'sale', '__typename']);
    expect(writeObject(planned, ITEM)).toBe(
      JSON.stringify({ id: '7', name: 'Dress "Watch"', colour: 'GREEN', tags: ['a', 'b'], price: { amount: 100, __typename: 'Money' }, sale: null, __typename: 'Item' }),
    );
  });

  it('refuses selections it cannot write exactly: aliases, arguments, directives, fragments on other types, unknown fields', () => {
    expect(plan('{ item { label: name } }')).toBeNull();
    expect(plan('{ item { name @include(if: true) } }')).toBeNull();
    expect(plan('{ item { ...M } } fragment M on Money { amount }')).toBeNull();
    expect(plan('{ item { nope } }')).toBeNull();
    expect(plan('{ item { price } }')).toBeNull();
    expect(plan('{ item { name { x } } }')).toBeNull();
  });

  it('refuses to write a null where the schema promises a value', () => {
    const planned = plan('{ item { name } }')!;
    expect(() => writeObject(planned, { name: null })).toThrow('a planned non-null field is null');
  });
});
