/**
 * SupportTicket has no id for Apollo to normalise by, so after a reply or a
 * status change the open ticket and the queue are fetched again.
 */
export const refreshAfterChange = () => ({ refetchQueries: ['SupportQueue', 'StaffSupportTicket'], awaitRefetchQueries: true });
