/**
 * The account rules the client shares with the server: one file, imported
 * from the server's source so the two can never drift apart.
 */
export * from '@aurum/rules/accounts/account-rules';
