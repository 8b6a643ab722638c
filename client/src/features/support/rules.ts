/** The ticket rules and categories the client shares with the server (@aurum/rules), so the two can never drift apart. */
export * from '@aurum/rules/support/support-rules';
export * from '@aurum/rules/support/support-categories';
