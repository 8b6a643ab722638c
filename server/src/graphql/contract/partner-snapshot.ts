import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { PROJECT_ROOT } from '../../common/project-root';
import { PARTNER_ROOT_FIELDS } from '../../modules/partners/partner-access';
import { partnerSchema, printPartnerSchema } from '../partner-schema';
import { getSchema } from '../schema';
import { checkPartnerContract, type ContractReport } from './partner-contract';

/** The committed partner schema (the same text as /developers/schema.graphql) and the dated deprecations. */
export const SNAPSHOT_FILE = path.join(PROJECT_ROOT, 'docs/partner-schema.graphql');
export const CHANGELOG_FILE = path.join(PROJECT_ROOT, 'docs/changelog.md');
export const SNAPSHOT_COMMAND = 'npm run schema:partner-snapshot';

/** The partner schema the code builds now. */
export async function currentPartnerSchema(): Promise<GraphQLSchema> {
  return partnerSchema(await getSchema(), PARTNER_ROOT_FIELDS);
}

/**
 * The code's partner schema checked against the committed snapshot and changelog, as of today. Both sides are
 * compared as SDL, what partners see: the code's schema also carries server-side details SDL does not show
 * (directive uses, enums' internal values).
 */
export async function checkAgainstSnapshot(today = new Date()): Promise<{ report: ContractReport; snapshotText: string; currentText: string }> {
  const [snapshotText, changelog, currentText] = await Promise.all([
    readFile(SNAPSHOT_FILE, 'utf8'),
    readFile(CHANGELOG_FILE, 'utf8'),
    currentPartnerSchema().then(printPartnerSchema),
  ]);
  const report = await checkPartnerContract({ snapshot: buildSchema(snapshotText), current: buildSchema(currentText), changelog, today });
  return { report, snapshotText, currentText };
}
