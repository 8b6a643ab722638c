// Fails when the generated client code (client/src/gql) is stale against
// schema.graphql and the client's .graphql documents. (The schema itself is
// checked against the resolvers by server/src/graphql/schema.test.ts.)
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const { config } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.ts') });

const outputs = await generate({ ...config, silent: true, verbose: false, errorsOnly: true }, false);
const stale = [];
for (const output of outputs) {
  const current = await readFile(path.resolve(root, output.filename), 'utf8').catch(() => null);
  if (current !== output.content) stale.push(output.filename);
}
if (stale.length > 0) {
  console.error(`Generated GraphQL client code is stale: ${stale.join(', ')}\nRun \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log(`Generated GraphQL client code is up to date (${outputs.length} files).`);
