import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

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
