/**
 * The ticket rules and categories the client shares with the server: imported
 * from the server's source so the two can never drift apart.
 */
export * from '@aurum/rules/support/support-rules';
export * from '@aurum/rules/support/support-categories';
