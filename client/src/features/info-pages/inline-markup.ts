/** A piece of a text field: plain, bold, code, or a link (see content-types.ts). */
export type InlinePart =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

/** Splits `**bold**`, `[label](/path)` and backticked code out of a text; anything else stays as written. */
export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    if (match.index > last) parts.push({ type: 'text', text: source.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ type: 'link', text: match[1], href: match[2] });
    else if (match[3] !== undefined) parts.push({ type: 'strong', text: match[3] });
    else parts.push({ type: 'code', text: match[4] });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ type: 'text', text: source.slice(last) });
  return parts;
}
