import fc from 'fast-check';
import { nastyString, safeEncode } from './arbitraries';
import type { FuzzOperation } from './graphql-operations';
import { nulString } from './graphql-operations';

/**
 * The classes of malformed request that once answered 500 (issue 31): an
 * operationName naming no operation, a NUL character in each channel a
 * request has, and nesting deeper than any real request.
 */

/** An operationName the document does not define (the fuzz documents name theirs `Fuzz`), or none where one is needed. */
export const strayOperationName = fc.oneof(
  nastyString.filter((name) => name !== 'Fuzz'),
  fc.constantFrom('G', 'fuzz', 'Fuzz ', 'FuzzFuzz', '__schema', 'query', '0'),
);

/** Two operations in one document, so that a missing or wrong name cannot be guessed. */
export const twoOperations = (operation: FuzzOperation) => `${operation.document}\nquery Other { __typename }`;

/** A NUL, raw or %-encoded, inside a URL fragment (path segment or query value). */
export const nulInUrl = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([before, after]) => `${safeEncode(before)}%00${safeEncode(after)}`),
  nulString.map((value) => safeEncode(value)),
  fc.constantFrom('%00', 'ABC%00', '%00.webp', '1%00', '%2500%00'),
);

/** A header that carries a NUL the app decodes (cookies), or %00 in one it reads as text. Raw NULs never leave fetch. */
export const nulInHeader = fc.tuple(
  fc.constantFrom('cookie', 'authorization', 'x-api-key', 'user-agent', 'referer', 'origin', 'accept-language', 'x-forwarded-for'),
  fc.oneof(
    fc.string({ maxLength: 10 }).map((value) => `aurum_session=${safeEncode(value)}%00`),
    fc.constantFrom('Bearer ak_%00', 'ak_live_%00x', '%00', 'a=%00; aurum_session=%00', 'https://aurum.example/%00'),
  ),
);

/** A JSON value with a NUL in a string or a key, at any depth. */
export const jsonWithNul: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nulString,
    fc.array(fc.oneof(tie('value'), nulString), { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), nulString), tie('value'), { minKeys: 1, maxKeys: 3 }),
  ),
})).value;

/** How deep: around the limit (64) and far past it. */
export const nestingDepth = fc.oneof(fc.integer({ min: 60, max: 70 }), fc.integer({ min: 200, max: 5_000 }), fc.constant(3_000));

const OPEN_CLOSE: Record<string, string> = { '[': ']', '{': '}', '(': ')' };

/** A document nesting lists, objects, selections or parentheses `depth` deep, inside an argument of a real operation. */
export const deepDocument = (operations: FuzzOperation[]) =>
  fc.tuple(fc.constantFrom(...operations.filter((operation) => operation.document.includes(': $'))), nestingDepth, fc.constantFrom('[', '{ a: ', 'selection', '(')).map(([operation, depth, kind]) => {
    if (kind === 'selection') return `{ ${'products { items { '.repeat(depth)}id${' } }'.repeat(depth)} }`;
    const value = `${kind.repeat(depth)}1${OPEN_CLOSE[kind[0]].repeat(depth)}`;
    return operation.document.replace(/: \$\w+/, `: ${value}`);
  });

/** The JSON text of a value nested `depth` deep, lists, objects or both (as text: JSON.stringify itself would overflow). */
export const deepJson = fc.tuple(nestingDepth, fc.constantFrom<'list' | 'object' | 'mixed'>('list', 'object', 'mixed'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer())).map(([depth, kind, leaf]) => {
  const levels = Array.from({ length: depth }, (_, i) => (kind === 'list' || (kind === 'mixed' && i % 2) ? ['[', ']'] : ['{"a":', '}']));
  return levels.map(([open]) => open).join('') + JSON.stringify(leaf) + levels.map(([, close]) => close).reverse().join('');
});
