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

/** The lexemes of a text in a 'simple' tsvector: its normalised words. */
export function lexemesOf(text: string): string[] {
  return normalizeSearchText(text).split(' ').filter((word) => word.length > 0 && word.length < 2048);
}
