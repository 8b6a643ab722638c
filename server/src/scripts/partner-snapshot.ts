import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contractViolations } from '../graphql/contract/partner-contract';
import { checkAgainstSnapshot, SNAPSHOT_FILE } from '../graphql/contract/partner-snapshot';

/**
 * `npm run schema:partner-snapshot`: rewrites docs/partner-schema.graphql from the code, after the same check
 * the tests run: a change that would break partners' queries is refused, not recorded.
 */
async function main() {
  const { report, snapshotText, currentText } = await checkAgainstSnapshot();
  const violations = contractViolations(report);
  if (violations.length > 0) {
    console.error(`The partner schema breaks its promise to partners; the snapshot is left as it was:\n${violations.map((line) => `- ${line}`).join('\n')}`);
    process.exit(1);
  }
  const target = path.relative(process.cwd(), SNAPSHOT_FILE) || SNAPSHOT_FILE;
  if (currentText === snapshotText) return console.log(`${target} is up to date`);
  await writeFile(SNAPSHOT_FILE, currentText);
  console.log(`Wrote ${target}:\n${report.safe.map((change) => `- ${change}`).join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
