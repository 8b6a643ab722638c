const ASCII = /^[\x00-\x7f]*$/;

/** Letters PostgreSQL's unaccent spells out rather than strips. */
const SPELLED_OUT: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * The JavaScript twin of the database's aurum_search_text: lower case,
 * accents removed, anything but letters and digits as one space.
 */
export function normalizeSearchText(text: string): string {
  // Most catalogue text is ASCII: the Unicode path costs several times more.
  if (ASCII.test(text)) return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  return text
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** Longer words are not lexemes (PostgreSQL's limit). */
const MAX_WORD = 2048;

/** The lexemes of a text in a 'simple' tsvector: its normalised words. */
export function lexemesOf(text: string): string[] {
  return asciiLexemes(text) ?? normalizeSearchText(text).split(' ').filter((word) => word.length > 0 && word.length < MAX_WORD);
}

/**
 * Non-ASCII characters that are neither letters nor digits nor marks and that Unicode normalisation and
 * lower-casing leave alone, so the general path makes each a space: typographic quotes, dashes,
 * ellipsis, no-break space, signs. Descriptions use them (“It’s…”), so texts with them keep the fast path.
 */
const SEPARATORS = new Set([...'\u00a0‘’‚“”„–—…·•×±°£€§'].map((character) => character.charCodeAt(0)));

/**
 * lexemesOf for ASCII text (and the separators above) in one pass over its characters, with no regular
 * expression and no intermediate strings (a build splits every product's reference and SKU and every
 * new text); null when the text has any other character.
 */
function asciiLexemes(text: string): string[] | null {
  const words: string[] = [];
  let start = -1;
  let upper = false;
  for (let i = 0; i <= text.length; i++) {
    let code = i < text.length ? text.charCodeAt(i) : 32;
    if (code > 0x7f) {
      if (!SEPARATORS.has(code)) return null;
      code = 32;
    }
    const isUpper = code >= 65 && code <= 90;
    if (isUpper || (code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      if (start < 0) start = i;
      upper ||= isUpper;
    } else if (start >= 0) {
      if (i - start < MAX_WORD) words.push(upper ? text.slice(start, i).toLowerCase() : text.slice(start, i));
      start = -1;
      upper = false;
    }
  }
  return words;
}
