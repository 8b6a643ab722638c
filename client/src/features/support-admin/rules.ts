/**
 * The ticket rules the staff screen shares with the server (@aurum/rules), so
 * the two never drift: legal status moves and the reply rule.
 */
export * from '@aurum/rules/support/ticket-status';
export { MAX_MESSAGE_LENGTH, validateReplyMessage } from '@aurum/rules/support/support-rules';
