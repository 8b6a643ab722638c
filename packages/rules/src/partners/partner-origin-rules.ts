/**
 * The web origins a partner key may be called from (CORS). An origin is exactly what a browser sends in its
 * `Origin` header: `https://host[:port]`, lower-case, no path, no default port; plain http only for a developer's
 * own machine (localhost, 127.0.0.1). Checked by the server on every change and by the back office as typed.
 */
export const ORIGIN_LIMITS = { maxPerKey: 10, maxLength: 200 } as const;

export const ORIGIN_MESSAGES = {
  count: `A key may list at most ${ORIGIN_LIMITS.maxPerKey} origins.`,
  wildcard: (origin: string) => `${origin} has a wildcard: list each origin in full, e.g. https://shop.example.com.`,
  path: (origin: string) => `${origin} has a path, query or fragment: an origin is only https://host or https://host:port.`,
  upperCase: (origin: string) => `${origin} must be written in lower case.`,
  format: (origin: string) => `${origin} is not an origin: write https://host or https://host:port (http:// only for localhost and 127.0.0.1, no default port).`,
  duplicate: (origin: string) => `${origin} is listed twice.`,
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** What is wrong with one origin, in the words staff see; null when it is one a browser can send. */
export function originProblem(origin: string): string | null {
  if (origin.includes('*')) return ORIGIN_MESSAGES.wildcard(origin);
  const parts = /^(https?):\/\/([^/?#]*)(.*)$/i.exec(origin);
  if (!parts || origin.length > ORIGIN_LIMITS.maxLength) return ORIGIN_MESSAGES.format(origin);
  const [, scheme, authority, rest] = parts as unknown as [string, string, string, string];
  if (rest !== '') return ORIGIN_MESSAGES.path(origin);
  if (origin !== origin.toLowerCase()) return ORIGIN_MESSAGES.upperCase(origin);
  const hostAndPort = /^([^:@]+)(?::(\d{1,5}))?$/.exec(authority);
  if (!hostAndPort) return ORIGIN_MESSAGES.format(origin);
  const [, host, port] = hostAndPort as unknown as [string, string, string | undefined];
  const validHost = host.length <= 253 && host.split('.').every((label) => HOST_LABEL.test(label));
  const validPort = port === undefined || (!port.startsWith('0') && Number(port) <= 65_535 && port !== (scheme === 'https' ? '443' : '80'));
  const validScheme = scheme === 'https' || LOCAL_HOSTS.has(host);
  return validHost && validPort && validScheme ? null : ORIGIN_MESSAGES.format(origin);
}

/** The first problem of a key's list (each origin, then how many, then repeats); null when the list is fine. */
export function originsProblem(origins: readonly string[]): string | null {
  for (const origin of origins) {
    const problem = originProblem(origin);
    if (problem) return problem;
  }
  if (origins.length > ORIGIN_LIMITS.maxPerKey) return ORIGIN_MESSAGES.count;
  const seen = new Set<string>();
  for (const origin of origins) {
    if (seen.has(origin)) return ORIGIN_MESSAGES.duplicate(origin);
    seen.add(origin);
  }
  return null;
}

/** The origins typed in the back office, one a line (or separated by spaces or commas), blanks left out. */
export function parseOriginLines(text: string): string[] {
  return text.split(/[\s,]+/).filter((origin) => origin !== '');
}
