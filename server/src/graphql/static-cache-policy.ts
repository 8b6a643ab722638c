import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import {
  type DirectiveNode, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLField, type GraphQLObjectType,
  type GraphQLSchema, getNamedType, isAbstractType, isCompositeType, isObjectType, Kind, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';
import { documentHasDirectives } from './selection';
import { remember } from '../common/remember';

/** A cache hint as Apollo's plugin keeps it (its CacheHint). */
interface CacheHint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
}

interface Annotation extends CacheHint {
  inheritMaxAge?: boolean;
}

/** Apollo's reading of `@cacheControl` on a type or field definition (literal arguments only). */
function annotationOf(directives: readonly DirectiveNode[] | undefined): Annotation | undefined {
  const directive = directives?.find((candidate) => candidate.name.value === 'cacheControl');
  if (!directive?.arguments) return undefined;
  const argument = (name: string) => directive.arguments!.find((candidate) => candidate.name.value === name)?.value;
  const scopeValue = argument('scope');
  const scope = scopeValue?.kind === Kind.ENUM && (scopeValue.value === 'PUBLIC' || scopeValue.value === 'PRIVATE') ? scopeValue.value : undefined;
  const inherit = argument('inheritMaxAge');
  if (inherit?.kind === Kind.BOOLEAN && inherit.value) return { inheritMaxAge: true, scope };
  const maxAge = argument('maxAge');
  return { maxAge: maxAge?.kind === Kind.INT ? parseInt(maxAge.value, 10) : undefined, scope };
}

function typeAnnotation(type: GraphQLCompositeType): Annotation {
  for (const node of [type.astNode, ...(type.extensionASTNodes ?? [])]) {
    const annotation = annotationOf(node?.directives);
    if (annotation) return annotation;
  }
  return {};
}

/** CachePolicy.replace and .restrict, on plain hints. */
const replaced = (policy: CacheHint, hint: CacheHint): CacheHint => ({ maxAge: hint.maxAge ?? policy.maxAge, scope: hint.scope ?? policy.scope });
function restricted(policy: CacheHint, hint: CacheHint): CacheHint {
  const maxAge = hint.maxAge !== undefined && (policy.maxAge === undefined || hint.maxAge < policy.maxAge) ? hint.maxAge : policy.maxAge;
  const scope = hint.scope !== undefined && policy.scope !== 'PRIVATE' ? hint.scope : policy.scope;
  return { maxAge, scope };
}

/** The hint Apollo's cache-control plugin adds to the answer's policy when it resolves this field (no dynamic hints). */
function fieldHint(field: GraphQLField<unknown, unknown>, isRoot: boolean): CacheHint {
  let hint: CacheHint = {};
  let inheritMaxAge = false;
  const target = getNamedType(field.type);
  if (isCompositeType(target)) {
    const annotation = typeAnnotation(target);
    hint = replaced(hint, annotation);
    inheritMaxAge = !!annotation.inheritMaxAge;
  }
  const annotation = annotationOf(field.astNode?.directives) ?? {};
  if (annotation.inheritMaxAge && hint.maxAge === undefined) {
    inheritMaxAge = true;
    if (annotation.scope) hint = replaced(hint, { scope: annotation.scope });
  } else {
    hint = replaced(hint, annotation);
  }
  if (hint.maxAge === undefined && ((isCompositeType(target) && !inheritMaxAge) || isRoot)) hint = restricted(hint, { maxAge: 0 });
  return hint;
}

/**
 * The answer's cache policy worked out from the operation alone, or null when
 * it could depend on what the resolvers return. Every root field of a query
 * is resolved, so their hints always apply; a deeper field is resolved only
 * when its parent is not null or empty, so the static policy is only taken
 * when no deeper field (on any type it could be resolved on) would narrow it.
 * Directives (@skip, @include) can leave root fields out: those operations
 * stay dynamic.
 */
export function staticCachePolicy(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): CacheHint | null {
  if (operation.operation !== 'query' || documentHasDirectives(document)) return null;
  const root = schema.getQueryType();
  if (!root) return null;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const rootHints: CacheHint[] = [];
  const deeperHints: CacheHint[] = [];
  const visited = new Map<FieldNode, Set<GraphQLObjectType>>();
  const fieldsOf = (selectionSet: SelectionSetNode, types: readonly GraphQLObjectType[], seen: Set<string>): [FieldNode, GraphQLObjectType][] =>
    selectionSet.selections.flatMap((selection): [FieldNode, GraphQLObjectType][] => {
      if (selection.kind === Kind.FIELD) return types.map((type) => [selection, type]);
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) return [];
      const nextSeen = selection.kind === Kind.FRAGMENT_SPREAD ? new Set(seen).add(selection.name.value) : seen;
      const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : undefined;
      const applies = (type: GraphQLObjectType) => !condition || condition === type || (isAbstractType(condition) && schema.isSubType(condition, type));
      return fieldsOf(fragment.selectionSet, types.filter(applies), nextSeen);
    });
  const walk = (selectionSet: SelectionSetNode, types: readonly GraphQLObjectType[], isRoot: boolean) => {
    for (const [node, parent] of fieldsOf(selectionSet, types, new Set())) {
      const name = node.name.value;
      // Meta fields (__typename, introspection) are not instrumented by Apollo and carry no hint.
      if (name.startsWith('__')) continue;
      const field = parent.getFields()[name];
      if (!field) continue;
      (isRoot ? rootHints : deeperHints).push(fieldHint(field, isRoot));
      const target = getNamedType(field.type);
      if (!node.selectionSet || !isCompositeType(target)) continue;
      // Each field node once per parent type: a fragment spread at many places adds nothing new.
      const parents = visited.get(node) ?? new Set();
      if (parents.has(parent)) continue;
      visited.set(node, parents.add(parent));
      walk(node.selectionSet, isObjectType(target) ? [target] : schema.getPossibleTypes(target), false);
    }
  };
  walk(operation.selectionSet, [root], true);
  const policy = rootHints.reduce(restricted, {});
  const unchanged = (hint: CacheHint) => {
    const after = restricted(policy, hint);
    return after.maxAge === policy.maxAge && after.scope === policy.scope;
  };
  return deeperHints.every(unchanged) ? policy : null;
}

const known = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, CacheHint | null>>();

/** staticCachePolicy, worked out once per schema and operation. */
export function rememberedStaticCachePolicy(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): CacheHint | null {
  return remember(
    remember(known, schema, () => new WeakMap()),
    operation,
    () => staticCachePolicy(schema, document, operation),
  );
}

const isRestricted = (policy: CacheHint) => policy.maxAge !== undefined || policy.scope !== undefined;

/**
 * Apollo's cache-control plugin (the Cache-Control header from `@cacheControl`
 * hints), without its per-field hook when the operation alone decides the
 * answer's policy: a catalogue listing resolves ~850 fields, and the hook
 * wrapped every one. Operations whose policy could depend on the data keep
 * Apollo's per-field computation. Install with ApolloServerPluginCacheControlDisabled.
 */
export function staticCacheControlPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  const apollo = ApolloServerPluginCacheControl() as ApolloServerPlugin<TContext>;
  return {
    async serverWillStart(service) {
      return apollo.serverWillStart?.(service);
    },
    async requestDidStart(requestContext) {
      const dynamic = await apollo.requestDidStart?.(requestContext);
      return {
        async willSendResponse(context) {
          await dynamic?.willSendResponse?.(context);
        },
        async executionDidStart(context) {
          const policy = context.operation ? rememberedStaticCachePolicy(context.schema, context.document, context.operation) : null;
          if (!policy) return dynamic?.executionDidStart?.(context);
          // As Apollo's plugin: a policy restricted before execution (by another plugin) is left as it is.
          if (!isRestricted(context.overallCachePolicy)) context.overallCachePolicy.restrict(policy);
        },
      };
    },
  };
}
