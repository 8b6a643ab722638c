/** The account rules the client shares with the server (@aurum/rules), so the two can never drift apart. */
export * from '@aurum/rules/accounts/account-rules';
