/**
 * Shapes of input that no field of the shop accepts, checked once at the
 * edges (http/reject-nul.ts for URLs, headers and bodies; graphql/request-guards.ts
 * for GraphQL documents and variables) rather than in every service:
 * - a NUL character: PostgreSQL text cannot hold one, and a NUL in a bound
 *   parameter breaks the statement (a 500 if it got that far);
 * - nesting deeper than any real request: recursive parsers and validators
 *   would run out of stack ("Maximum call stack size exceeded").
 */
export const NUL_CHARACTER_MESSAGE = 'The request contains a NUL character, which no field accepts.';
export const NESTED_TOO_DEEPLY_MESSAGE = 'The query is nested too deeply.';

/**
 * Brackets open at once in a document, or levels of a value. The shop's deepest
 * operations nest about 20 levels (15 of selections, the limit of
 * graphql/apollo.ts, plus arguments); a 3,000-deep list overflows the parser.
 */
export const MAX_NESTING = 64;

const NUL = '\u0000';

export interface ValueShape {
  nul: boolean;
  tooDeep: boolean;
}

/**
 * Walks a parsed value (JSON body, variables, form fields) without recursion,
 * so no depth can overflow the walk itself: whether a string or key holds a
 * NUL, and whether it nests deeper than `maxDepth`. Stops at the first finding.
 */
export function valueShape(value: unknown, maxDepth = MAX_NESTING): ValueShape {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return { nul: true, tooDeep: false };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return { nul: false, tooDeep: true };
    for (const [key, child] of Object.entries(item)) {
      if (key.includes(NUL)) return { nul: true, tooDeep: false };
      pending.push([child, depth + 1]);
    }
  }
  return { nul: false, tooDeep: false };
}

export const containsNul = (value: unknown): boolean => valueShape(value, Number.POSITIVE_INFINITY).nul;

/**
 * The deepest nesting of `{`, `[` and `(` in a GraphQL document's text, outside
 * strings and comments, counted without parsing (the parser is what would
 * overflow). Stops counting once past `limit`.
 */
export function documentNesting(source: string, limit = MAX_NESTING): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (c === '"') {
      i = source.startsWith('"""', i) ? endOfBlockString(source, i + 3) : endOfString(source, i + 1);
    } else if (c === '{' || c === '[' || c === '(') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === '}' || c === ']' || c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

function endOfString(source: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '"' || source[i] === '\n') return i;
  }
  return source.length;
}

function endOfBlockString(source: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    if (source.startsWith('\\"""', i)) i += 3;
    else if (source.startsWith('"""', i)) return i + 2;
  }
  return source.length;
}
