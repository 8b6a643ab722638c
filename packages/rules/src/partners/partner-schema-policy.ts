/**
 * The promise to partners about changes to their schema: nothing breaks without notice. A field to go is first
 * deprecated (dated in docs/changelog.md) and removed no sooner than this many days later. The schema check
 * (server/src/graphql/contract/partner-contract.ts) holds the code to it; the /developers guide states it.
 */
export const DEPRECATION_NOTICE_DAYS = 90;
