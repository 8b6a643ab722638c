import fc from 'fast-check';

/** Strings that have broken web servers before: encodings, injections, control characters, numbers in disguise. */
export const NASTY_STRINGS = [
  '%', '%%%%%%%%', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '%uD800', '\u0000', '\uD800', '\uFFFF', '\u202E', 'ü̈̈', '🕰️⌚',
  "' OR 1=1 --", '"; DROP TABLE product; --', "'; select pg_sleep(5); --", '\\', '\\\\\\', '$1', '?', ':*', '!', '&', '|', '<->',
  '<script>alert(1)</script>', '{{7*7}}', '${7*7}', '../../../../etc/passwd', '..%2f..%2f', 'C:\\Windows', 'null', 'undefined',
  'NaN', 'Infinity', '-Infinity', '-0', '1e309', '0x1F', '9'.repeat(40), '-9007199254740993', '1.5', ' ', '', '\t\n\r',
  '__proto__', 'constructor', 'prototype', '{"$gt":""}', '[]', '{}', 'a'.repeat(5000),
] as const;

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 600 }) },
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320),
);

/** Any JSON value, weighted towards the odd ones. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', '$where'), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A query-string or path fragment: sometimes raw (so it may be badly encoded on purpose), sometimes encoded. */
export const urlFragment = fc.oneof(
  nastyString.map((value) => safeEncode(value)),
  fc.constantFrom('%', '%%%%', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '%uD800', '%2e%2e%2f', '..', '.', '+', '%20', '%F0%9F'),
);

/** encodeURIComponent, which throws on lone surrogates: those are sent as raw bad escapes instead. */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
