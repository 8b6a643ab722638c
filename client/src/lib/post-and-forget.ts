/**
 * POSTs a JSON body and forgets it: never throws, never rejects, and survives the page closing (`keepalive`).
 * The answer is read to the end and dropped: an unread answer keeps the request open, for the browser and for
 * anything waiting for the network to go quiet (issue 17). For reports and counters the shopper never waits on.
 */
export function postAndForget(url: string, body: string, headers: Record<string, string> = {}): void {
  try {
    void fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', ...headers }, body, keepalive: true })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  } catch {
    // Without fetch, or a fetch that throws at once: a report must not hide what it reports.
  }
}
