/**
 * The named, typed React hooks of one operation (`useFeaturedProductsQuery`,
 * `useAddToCartMutation`…) over its typed document. They replace
 * typescript-react-apollo, whose output does not compile against Apollo Client 4.
 */
const { Kind } = require('graphql');

/** An operation's name as its generated identifiers spell it. */
const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

function hasRequiredVariables(operation) {
  return (operation.variableDefinitions ?? []).some(
    (variable) => variable.type.kind === Kind.NON_NULL_TYPE && !variable.defaultValue,
  );
}

function queryHooks(name, required) {
  const data = `${name}Query`;
  const variables = `${name}QueryVariables`;
  const optional = required ? '' : '?';
  return `
/** Runs the ${name} query (see its .graphql document). */
export function use${name}Query(options${optional}: useQuery.Options<${data}, ${variables}> | SkipToken): useQuery.Result<${data}, ${variables}> {
  return useQuery(${name}Document, options as useQuery.Options<${data}, ${variables}>) as useQuery.Result<${data}, ${variables}>;
}

/** The ${name} query, run on demand. */
export function use${name}LazyQuery(options?: useLazyQuery.Options<${data}, ${variables}>): useLazyQuery.ResultTuple<${data}, ${variables}> {
  return useLazyQuery(${name}Document, options as useLazyQuery.Options<${data}, ${variables}>) as useLazyQuery.ResultTuple<${data}, ${variables}>;
}
`;
}

function mutationHook(name) {
  const data = `${name}Mutation`;
  const variables = `${name}MutationVariables`;
  return `
/** The ${name} mutation (see its .graphql document). */
export function use${name}Mutation(options?: useMutation.Options<${data}, ${variables}>): useMutation.ResultTuple<${data}, ${variables}> {
  return useMutation(${name}Document, options) as useMutation.ResultTuple<${data}, ${variables}>;
}
`;
}

/** The hooks' source and what they import from @apollo/client/react. */
function hookSource(operation, name) {
  if (operation.operation === 'query') return { code: queryHooks(name, hasRequiredVariables(operation)), reactImports: ['type SkipToken', 'useLazyQuery', 'useQuery'], exports: [`use${name}Query`, `use${name}LazyQuery`] };
  if (operation.operation === 'mutation') return { code: mutationHook(name), reactImports: ['useMutation'], exports: [`use${name}Mutation`] };
  return { code: '', reactImports: [], exports: [] };
}

module.exports = { hookSource, pascal };
