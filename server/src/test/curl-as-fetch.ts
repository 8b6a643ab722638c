/**
 * Runs the curl command of a docs/examples shell script through fetch, for machines without curl: the same
 * method, headers, URL and body. It reads only what the examples use: `-H`, `-d`, `-G` with
 * `--data-urlencode`, quiet/fail flags, and `$VAR` / `${VAR:-default}` from the environment given.
 */
export async function curlAsFetch(script: string, env: Record<string, string>): Promise<Response> {
  const command = script
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const words = shellWords(command, env);
  if (words[0] !== 'curl') throw new Error(`Not a curl command: ${command}`);
  let url = '';
  let body: string | undefined;
  let get = false;
  const query: string[] = [];
  const headers = new Headers();
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (word === '-H') {
      const [name, ...value] = words[++i].split(':');
      headers.set(name.trim(), value.join(':').trim());
    } else if (word === '-d') body = words[++i];
    else if (word === '--data-urlencode') {
      const [name, ...value] = words[++i].split('=');
      query.push(`${name}=${encodeURIComponent(value.join('='))}`);
    } else if (word === '-G') get = true;
    else if (word.startsWith('-')) continue;
    else url = word;
  }
  if (get || body === undefined) {
    return fetch(query.length ? `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}` : url, { headers });
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded');
  return fetch(url, { method: 'POST', headers, body });
}

/** Splits a command line as sh would for these examples: quotes, backslash escapes in double quotes, variables outside single quotes. */
function shellWords(command: string, env: Record<string, string>): string[] {
  const expand = (text: string) =>
    text.replace(/\$\{(\w+)(?::-([^}]*))?\}|\$(\w+)/g, (_match, braced: string, fallback: string | undefined, bare: string) => env[braced ?? bare] || fallback || '');
  const words: string[] = [];
  const pattern = /'([^']*)'|"((?:\\.|[^"\\])*)"|([^\s'"]+)|(\s+)/g;
  let current: string | undefined;
  for (const [, single, double, plain, space] of command.matchAll(pattern)) {
    if (space !== undefined) {
      if (current !== undefined) words.push(current);
      current = undefined;
      continue;
    }
    const part = single ?? (double !== undefined ? expand(double.replace(/\\(["\\$`])/g, '$1')) : expand(plain));
    current = (current ?? '') + part;
  }
  if (current !== undefined) words.push(current);
  return words;
}
