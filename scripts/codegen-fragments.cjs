const { visit } = require('graphql');

/** The fragments an operation needs, transitively, in a stable order. */
function neededFragments(operation, fragments) {
  const needed = new Map();
  const visitNode = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (needed.has(name) || !fragments.has(name)) return;
        needed.set(name, fragments.get(name));
        visitNode(fragments.get(name));
      },
    });
  visitNode(operation);
  return [...needed.values()];
}

module.exports = { neededFragments };
