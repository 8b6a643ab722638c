import { BREAK, type DocumentNode, type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, type OperationDefinitionNode, type SelectionSetNode, visit } from 'graphql';
import { remember } from '../common/remember';

/** Whether the current field's selection asks for `name` directly or through fragments. */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet, seen);
      const fragmentName = selection.name.value;
      if (seen.has(fragmentName)) return false;
      seen.add(fragmentName);
      return visit(info.fragments[fragmentName]?.selectionSet, seen);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet, new Set()));
}

/** The root field names an operation asks for, through fragments and inline fragments. */
export function rootFieldNames(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(fragments.get(selection.name.value)?.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  return [...names];
}

const withDirectives = new WeakMap<DocumentNode, boolean>();

/** Whether a document uses any directive (@skip, @include…), remembered per parsed document. */
export function documentHasDirectives(document: DocumentNode): boolean {
  return remember(withDirectives, document, () => {
    let found = false;
    visit(document, {
      Directive() {
        found = true;
        return BREAK;
      },
    });
    return found;
  });
}
