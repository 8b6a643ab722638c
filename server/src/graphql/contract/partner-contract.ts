import { DEPRECATION_NOTICE_DAYS } from '@aurum/rules/partners/partner-schema-policy';
import { ChangeType, CriticalityLevel, diff, DiffRule, type Change } from '@graphql-inspector/core';
import { type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';

/**
 * The promise to partners (issue 34 item 9): their schema never breaks silently. Against the committed
 * snapshot (docs/partner-schema.graphql), a change is refused when it breaks a query, unless it removes
 * what the snapshot already deprecated and docs/changelog.md dated that deprecation at least
 * DEPRECATION_NOTICE_DAYS before today; every deprecation in the schema must be dated there.
 */
export interface ContractCheck {
  snapshot: GraphQLSchema;
  current: GraphQLSchema;
  /** The text of docs/changelog.md. */
  changelog: string;
  today: Date;
}

export interface ContractReport {
  /** Breaking changes, in graphql-inspector's words. */
  breaking: string[];
  /** Deprecated in the schema without a dated line in the changelog. */
  undated: string[];
  /** Removed before the notice the policy promises (or without a dated deprecation). */
  removedTooSoon: string[];
  /** Changes that break nothing: the snapshot only needs rewriting. */
  safe: string[];
}

const DEPRECATION_LINE = /^- (\d{4}-\d{2}-\d{2}) deprecated ([A-Za-z_]\w*\.[A-Za-z_]\w*)\b/gm;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The changelog's deprecations: `Type.field` → the date (YYYY-MM-DD) of its line `- YYYY-MM-DD deprecated Type.field …`. */
export function changelogDeprecations(changelog: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const [, date, coordinate] of changelog.matchAll(DEPRECATION_LINE)) {
    if (!Number.isNaN(Date.parse(`${date}T00:00:00Z`))) dates.set(coordinate, date);
  }
  return dates;
}

/** Every deprecated field, input field and enum value of a schema, as `Type.member`. */
export function deprecatedCoordinates(schema: GraphQLSchema): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (field.deprecationReason != null) found.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (value.deprecationReason != null) found.push(`${type.name}.${value.name}`);
    }
  }
  return found.sort();
}

const REMOVALS: ReadonlySet<string> = new Set([ChangeType.FieldRemoved, ChangeType.InputFieldRemoved, ChangeType.EnumValueRemoved]);

/**
 * The `Type.member` a change removes when the snapshot had deprecated it (suppressRemovalOfDeprecatedField
 * lowered the removal from breaking); undefined for any other change.
 */
function removedDeprecated(change: Change): string | undefined {
  return REMOVALS.has(change.type) && change.criticality.level !== CriticalityLevel.Breaking ? change.path : undefined;
}

const daysBetween = (from: string, to: Date) => Math.floor((to.getTime() - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export async function checkPartnerContract({ snapshot, current, changelog, today }: ContractCheck): Promise<ContractReport> {
  const dated = changelogDeprecations(changelog);
  const changes = await diff(snapshot, current, [DiffRule.suppressRemovalOfDeprecatedField]);
  const report: ContractReport = { breaking: [], undated: [], removedTooSoon: [], safe: [] };
  for (const change of changes) {
    const removed = removedDeprecated(change);
    if (removed !== undefined) {
      const date = dated.get(removed);
      if (date === undefined) report.removedTooSoon.push(`${removed} was removed, but docs/changelog.md does not date its deprecation`);
      else if (daysBetween(date, today) < DEPRECATION_NOTICE_DAYS) {
        report.removedTooSoon.push(`${removed} was removed ${daysBetween(date, today)} days after its deprecation on ${date}; partners get ${DEPRECATION_NOTICE_DAYS}`);
      }
      continue;
    }
    if (change.criticality.level === CriticalityLevel.Breaking) report.breaking.push(change.message);
    else report.safe.push(change.message);
  }
  report.undated = deprecatedCoordinates(current).filter((coordinate) => !dated.has(coordinate));
  return report;
}

/** Why the check fails, in words that say what to do; empty when the schema keeps the promise. */
export function contractViolations(report: ContractReport): string[] {
  return [
    ...report.breaking.map((message) => `Breaking change to the partner schema: ${message}. Deprecate instead, date it in docs/changelog.md, and remove it after ${DEPRECATION_NOTICE_DAYS} days.`),
    ...report.undated.map((coordinate) => `${coordinate} is deprecated but docs/changelog.md has no line "- YYYY-MM-DD deprecated ${coordinate} (use …)".`),
    ...report.removedTooSoon.map((message) => `${message}.`),
  ];
}
