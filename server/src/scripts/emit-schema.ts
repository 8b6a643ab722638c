import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../common/project-root';
import { printAppSchema } from '../graphql/schema';

async function main() {
  const target = path.join(PROJECT_ROOT, 'schema.graphql');
  await writeFile(target, await printAppSchema());
  console.log(`Wrote ${path.relative(process.cwd(), target) || target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
