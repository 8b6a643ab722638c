/**
 * The ticket rules and categories the client shares with the server: imported
 * from the server's source so the two can never drift apart.
 */
export * from '../../../../server/src/modules/support/support-rules';
export * from '../../../../server/src/modules/support/support-categories';
