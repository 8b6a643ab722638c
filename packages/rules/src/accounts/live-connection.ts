/**
 * The WebSocket close code of a live connection (the GraphQL subscriptions on /graphql) whose session ended:
 * signed out elsewhere, ended by staff, expired. It is graphql-ws's Unauthorized, so its client does not
 * reconnect after it. The server closes with it; the web app reads it to stop listening.
 */
export const SESSION_ENDED_CLOSE = 4401;
