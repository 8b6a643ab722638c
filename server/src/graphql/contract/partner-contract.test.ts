import { DEPRECATION_NOTICE_DAYS } from '@aurum/rules/partners/partner-schema-policy';
import { readFile } from 'node:fs/promises';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { changelogDeprecations, checkPartnerContract, contractViolations } from './partner-contract';
import { CHANGELOG_FILE, checkAgainstSnapshot, SNAPSHOT_COMMAND } from './partner-snapshot';

const TODAY = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(TODAY.getTime() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const BEFORE = buildSchema(`
  type Query { page: Page! }
  type Page { total: Int! @deprecated(reason: "Use totalCount.") totalCount: Int! items: [String!]! }
  enum Sort { NEWEST OLDEST @deprecated(reason: "Use NEWEST.") }
`);

/** The synthetic schema after one change to BEFORE's text. */
const after = (sdl: string) => buildSchema(sdl);
const WITHOUT_TOTAL = after(`
  type Query { page: Page! }
  type Page { totalCount: Int! items: [String!]! }
  enum Sort { NEWEST OLDEST @deprecated(reason: "Use NEWEST.") }
`);
const changelog = (...lines: string[]) => `# Changelog\n\n## Deprecations\n\n${lines.join('\n')}\n- ${daysAgo(400)} deprecated Sort.OLDEST (use NEWEST)\n`;

const check = (current: ReturnType<typeof buildSchema>, log: string) =>
  checkPartnerContract({ snapshot: BEFORE, current, changelog: log, today: TODAY }).then(contractViolations);

describe('the partner schema contract (synthetic schemas)', () => {
  it('refuses a breaking change: removing a field that was not deprecated', async () => {
    const current = after(`
      type Query { page: Page! }
      type Page { total: Int! @deprecated(reason: "Use totalCount.") totalCount: Int! }
      enum Sort { NEWEST OLDEST @deprecated(reason: "Use NEWEST.") }
    `);
    const violations = await check(current, changelog(`- ${daysAgo(10)} deprecated Page.total (use totalCount)`));
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^Breaking change to the partner schema: Field 'items' .*was removed from object type 'Page'/);
  });

  it('refuses a breaking change of type: a field that was non-null becomes nullable', async () => {
    const current = after(`
      type Query { page: Page! }
      type Page { total: Int! @deprecated(reason: "Use totalCount.") totalCount: Int items: [String!]! }
      enum Sort { NEWEST OLDEST @deprecated(reason: "Use NEWEST.") }
    `);
    const violations = await check(current, changelog(`- ${daysAgo(10)} deprecated Page.total (use totalCount)`));
    expect(violations.join('\n')).toContain("Page.totalCount");
  });

  it('lets a deprecated field go 91 days after the changelog dated its deprecation, and the day the notice is complete', async () => {
    expect(await check(WITHOUT_TOTAL, changelog(`- ${daysAgo(91)} deprecated Page.total (use totalCount)`))).toEqual([]);
    expect(await check(WITHOUT_TOTAL, changelog(`- ${daysAgo(90)} deprecated Page.total (use totalCount)`))).toEqual([]);
  });

  it('refuses the removal 30 days (or 89) after the deprecation, saying when it was deprecated', async () => {
    expect(await check(WITHOUT_TOTAL, changelog(`- ${daysAgo(30)} deprecated Page.total (use totalCount)`))).toEqual([
      `Page.total was removed 30 days after its deprecation on ${daysAgo(30)}; partners get 90.`,
    ]);
    expect(await check(WITHOUT_TOTAL, changelog(`- ${daysAgo(89)} deprecated Page.total (use totalCount)`))).toHaveLength(1);
  });

  it('refuses the removal of a deprecated field the changelog never dated', async () => {
    expect(await check(WITHOUT_TOTAL, changelog())).toEqual(['Page.total was removed, but docs/changelog.md does not date its deprecation.']);
  });

  it('holds enum values to the same notice', async () => {
    const withoutOldest = after(`
      type Query { page: Page! }
      type Page { total: Int! @deprecated(reason: "Use totalCount.") totalCount: Int! items: [String!]! }
      enum Sort { NEWEST }
    `);
    const log = `- ${daysAgo(200)} deprecated Page.total (use totalCount)\n- ${daysAgo(5)} deprecated Sort.OLDEST (use NEWEST)\n`;
    expect(await checkPartnerContract({ snapshot: BEFORE, current: withoutOldest, changelog: log, today: TODAY }).then(contractViolations)).toEqual([
      `Sort.OLDEST was removed 5 days after its deprecation on ${daysAgo(5)}; partners get 90.`,
    ]);
  });

  it('refuses a deprecation without its changelog line', async () => {
    const current = after(`
      type Query { page: Page! }
      type Page { total: Int! @deprecated(reason: "Use totalCount.") totalCount: Int! items: [String!]! @deprecated(reason: "Use edges.") }
      enum Sort { NEWEST OLDEST @deprecated(reason: "Use NEWEST.") }
    `);
    const violations = await check(current, changelog(`- ${daysAgo(10)} deprecated Page.total (use totalCount)`));
    expect(violations).toEqual(['Page.items is deprecated but docs/changelog.md has no line "- YYYY-MM-DD deprecated Page.items (use …)".']);
  });

  it('counts an addition as safe: no violation, but a change the snapshot must record', async () => {
    const current = after(`
      type Query { page: Page! }
      type Page { total: Int! @deprecated(reason: "Use totalCount.") totalCount: Int! items: [String!]! pageCount: Int! }
      enum Sort { NEWEST OLDEST @deprecated(reason: "Use NEWEST.") }
    `);
    const report = await checkPartnerContract({ snapshot: BEFORE, current, changelog: changelog(`- ${daysAgo(1)} deprecated Page.total (use totalCount)`), today: TODAY });
    expect(contractViolations(report)).toEqual([]);
    expect(report.safe).toEqual(["Field 'pageCount' was added to object type 'Page'"]);
  });

  it('reads only well-formed, dated deprecation lines from the changelog', () => {
    const dates = changelogDeprecations('- 2026-08-01 deprecated Page.total (use totalCount)\n- soon deprecated Page.items\n  - 2026-08-01 deprecated Page.nested\n- 2026-13-45 deprecated Page.bad\n');
    expect([...dates]).toEqual([['Page.total', '2026-08-01']]);
  });
});

describe('the partner schema (docs/partner-schema.graphql)', () => {
  it('keeps the promise to partners: no breaking change, removals only after the notice, every deprecation dated in docs/changelog.md', async () => {
    const { report } = await checkAgainstSnapshot();
    expect(contractViolations(report)).toEqual([]);
  });

  it(`is the current partner schema, the text /developers/schema.graphql serves (else run \`${SNAPSHOT_COMMAND}\`)`, async () => {
    const { report, snapshotText, currentText } = await checkAgainstSnapshot();
    expect(report.safe, `The partner schema changed; run \`${SNAPSHOT_COMMAND}\` and commit docs/partner-schema.graphql`).toEqual([]);
    expect(snapshotText === currentText, `docs/partner-schema.graphql is stale; run \`${SNAPSHOT_COMMAND}\` and commit it`).toBe(true);
  });

  it('has its policy stated at the top of docs/changelog.md with the notice the check holds to', async () => {
    const changelog = await readFile(CHANGELOG_FILE, 'utf8');
    expect(changelog.slice(0, changelog.indexOf('## '))).toContain(`removed no sooner than **${DEPRECATION_NOTICE_DAYS} days** after that date`);
  });
});
