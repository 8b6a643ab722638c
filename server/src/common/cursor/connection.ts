/** The one cap of every list (issue 34): a connection's `first` is 1..max, never cut silently. */
export const CONNECTION_LIMITS = { defaultFirst: 24, max: 100 } as const;

export const FIRST_OUT_OF_RANGE_MESSAGE = `first must be between 1 and ${CONNECTION_LIMITS.max}.`;

export interface Edge<T> {
  cursor: string;
  node: T;
}

/** A Relay connection as services answer it: the page's edges, whether more follow, the total over all pages. */
export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** `endCursor` is the last edge's unless given (a frozen order whose last products were removed still moves on). */
export function connectionOf<T>(edges: Edge<T>[], hasNextPage: boolean, totalCount: number, endCursor = edges.at(-1)?.cursor ?? null): Connection<T> {
  return { edges, pageInfo: { hasNextPage, endCursor }, totalCount };
}
