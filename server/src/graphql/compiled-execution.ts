import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { type DocumentNode, execute, type ExecutionResult, GraphQLError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { rememberedStaticCachePolicy } from './static-cache-policy';
import { remember } from '../common/remember';

/**
 * Each operation compiled once for the schema (null: graphql-jit cannot compile it). An operation node
 * belongs to one parsed document, which Apollo keeps per query text, so the node alone is the key.
 */
function compiledOperations(schema: GraphQLSchema) {
  const compiled = new WeakMap<OperationDefinitionNode, CompiledQuery | null>();
  return (document: DocumentNode, operation: OperationDefinitionNode): CompiledQuery | null =>
    remember(compiled, operation, () => {
      let result: CompiledQuery | ExecutionResult | undefined;
      try {
        result = compileQuery(schema, document, operation.name?.value);
      } catch {
        // Anything graphql-jit cannot compile runs on graphql-js, as before.
      }
      return result && isCompiledQuery(result) ? result : null;
    });
}

/**
 * A field error as graphql-js reports it (its locatedError): the thrown error
 * itself when it already knows its place, otherwise a GraphQLError at the
 * field's path whose original error is the thrown one (or, for graphql-jit's
 * own checks such as a null in a non-null field, an Error with its message),
 * so Apollo's formatting and ours read the same fields.
 */
function asExecutionError(error: GraphQLError): GraphQLError {
  const thrown: unknown = error.originalError;
  if (thrown instanceof GraphQLError && Array.isArray(thrown.path)) return thrown;
  const original = thrown instanceof Error ? thrown : new Error(error.message);
  const located =
    original instanceof GraphQLError && original.nodes
      ? new GraphQLError(original.message, { nodes: original.nodes, source: original.source, positions: original.positions, path: error.path, originalError: original })
      : new GraphQLError(original.message, { path: error.path, originalError: original });
  if (!(original instanceof GraphQLError && original.nodes)) Object.defineProperty(located, 'locations', { value: error.locations, enumerable: true, writable: true });
  return located;
}

/**
 * Executes queries through graphql-jit: each operation of a parsed document
 * is compiled once into plain JavaScript (no per-field resolve info, argument
 * coercion or type checks at run time), which halves the work of a listing's
 * ~850 fields. Everything else stays graphql-js's: mutations, documents it
 * cannot compile, operations whose Cache-Control policy needs Apollo's
 * per-field hook (static-cache-policy.ts), and variables it refuses (asked
 * again of graphql-js before any resolver ran, for graphql-js's own words).
 */
function compiledExecutor(schema: GraphQLSchema): GatewayExecutor {
  const compiledOperation = compiledOperations(schema);
  return async ({ document, operation, request, context }) => {
    const plain = () => execute({ schema, document, contextValue: context, variableValues: request.variables, operationName: request.operationName });
    // No operation chosen (graphql/request-guards.ts refuses it first): graphql-js says why.
    if (!operation || operation.operation !== 'query' || !rememberedStaticCachePolicy(schema, document, operation)) return plain();
    const query = compiledOperation(document, operation);
    if (!query) return plain();
    const result = (await query.query(undefined, context, request.variables ?? {})) as ExecutionResult;
    if (!result.errors) return result;
    if (!('data' in result) || result.data === undefined) return plain();
    // graphql-js puts the errors first.
    return { errors: result.errors.map(asExecutionError), data: result.data };
  };
}

/**
 * Apollo Server runs another executor only through its gateway interface:
 * this "gateway" serves the shop's own schema with the compiled executor.
 * Parsing, validation, persisted queries, plugins, error formatting and HTTP
 * stay Apollo's.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return { executor: compiledExecutor(schema) };
    },
    async stop() {},
  };
}
