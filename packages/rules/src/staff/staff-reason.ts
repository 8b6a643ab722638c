/** A staff reason's length, as for a hidden review: long enough to mean something, short enough to read. */
export const STAFF_REASON = { min: 5, max: 1000 } as const;
export const STAFF_REASON_MESSAGE = `Give a reason of ${STAFF_REASON.min} to ${STAFF_REASON.max.toLocaleString('en-GB')} characters; it is kept in the staff audit trail.`;
