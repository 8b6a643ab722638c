import {
  type FragmentDefinitionNode, type GraphQLField, type GraphQLObjectType, type GraphQLOutputType, type SelectionSetNode,
  getNullableType, isLeafType, isListType, isNonNullType, isObjectType, Kind,
} from 'graphql';

/**
 * How one selection set of a known operation is written as JSON, worked out once from the document and the schema:
 * the answer's keys in the order graphql-js collects them (fragments spread in place, repeated fields merged), each
 * value read from the resolved object's property of the field's name and serialised by the field's leaf type, as
 * type-graphql's property resolvers and graphql-js's completion would. Only plain selections are planned: a
 * directive, an alias, an argument or a fragment on another type gives null (the caller leaves such documents to
 * the normal path).
 */
export interface JsonPlan {
  type: GraphQLObjectType;
  fields: PlannedField[];
}

export interface PlannedField {
  key: string;
  /** The key with its quotes and colon, ready to write. */
  prefix: string;
  write: (value: unknown) => string;
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

export function planSelection(type: GraphQLObjectType, selectionSet: SelectionSetNode, fragments: Fragments): JsonPlan | null {
  const merged = new Map<string, SelectionSetNode[]>();
  if (!collect(type, selectionSet, fragments, merged)) return null;
  const fields: PlannedField[] = [];
  for (const [key, sets] of merged) {
    const write = key === '__typename' ? constant(JSON.stringify(type.name)) : fieldWriter(type.getFields()[key], sets, fragments);
    if (!write) return null;
    fields.push({ key, prefix: `${JSON.stringify(key)}:`, write });
  }
  return { type, fields };
}

/** Writes an object by its plan: `{"key":value,...}`. */
export function writeObject(plan: JsonPlan, value: Record<string, unknown>): string {
  let json = '{';
  for (let i = 0; i < plan.fields.length; i++) {
    const field = plan.fields[i];
    json += (i === 0 ? '' : ',') + field.prefix + field.write(value[field.key]);
  }
  return `${json}}`;
}

const constant = (json: string) => () => json;

function collect(type: GraphQLObjectType, selectionSet: SelectionSetNode, fragments: Fragments, into: Map<string, SelectionSetNode[]>): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length) return false;
    if (selection.kind === Kind.FIELD) {
      if (selection.alias || selection.arguments?.length) return false;
      const name = selection.name.value;
      if (name !== '__typename' && !type.getFields()[name]) return false;
      const sets = into.get(name) ?? [];
      if (selection.selectionSet) sets.push(selection.selectionSet);
      into.set(name, sets);
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (!fragment || (fragment.typeCondition && fragment.typeCondition.name.value !== type.name)) return false;
    if (fragment.kind === Kind.FRAGMENT_DEFINITION && fragment.directives?.length) return false;
    if (!collect(type, fragment.selectionSet, fragments, into)) return false;
  }
  return true;
}

function fieldWriter(field: GraphQLField<unknown, unknown> | undefined, sets: SelectionSetNode[], fragments: Fragments): ((value: unknown) => string) | null {
  if (!field) return null;
  return typeWriter(field.type, sets, fragments);
}

function typeWriter(type: GraphQLOutputType, sets: SelectionSetNode[], fragments: Fragments): ((value: unknown) => string) | null {
  const nullable = !isNonNullType(type);
  const inner = getNullableType(type);
  let write: ((value: unknown) => string) | null;
  if (isListType(inner)) {
    const item = typeWriter(inner.ofType, sets, fragments);
    if (!item) return null;
    write = (value) => {
      const values = value as unknown[];
      let json = '[';
      for (let i = 0; i < values.length; i++) json += (i === 0 ? '' : ',') + item(values[i]);
      return `${json}]`;
    };
  } else if (isLeafType(inner)) {
    if (sets.length) return null;
    write = (value) => JSON.stringify(inner.serialize(value));
  } else if (isObjectType(inner)) {
    const selection: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: sets.flatMap((set) => set.selections) };
    const plan = sets.length ? planSelection(inner, selection, fragments) : null;
    if (!plan) return null;
    write = (value) => writeObject(plan, value as Record<string, unknown>);
  } else {
    return null;
  }
  // A null in a non-null position would be an error in graphql-js: the caller must not plan such answers, so refuse loudly.
  return (value) => {
    if (value === null || value === undefined) {
      if (nullable) return 'null';
      throw new Error('a planned non-null field is null');
    }
    return write!(value);
  };
}
