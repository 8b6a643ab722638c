/** Small text helpers shared by the watch and clothing copywriters (British English). */

export function aOrAn(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(one|uni|eu)/i.test(word) ? 'an' : 'a';
}

export function withArticle(phrase: string): string {
  return `${aOrAn(phrase)} ${phrase}`;
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 1220 -> "1,220" without the cost of Intl for every product. */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(value));
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Lower-cases the first letter unless the word looks like a proper noun or acronym. */
export function lowerFirst(text: string): string {
  if (text.length < 2) return text.toLowerCase();
  if (text[1] === text[1]!.toUpperCase() && /[A-Z]/.test(text[1]!)) return text; // "GG", "NATO"
  return text[0]!.toLowerCase() + text.slice(1);
}

/**
 * Joins non-empty sentences with single spaces. Array.join yields one flat
 * string, which is smaller than the rope V8 builds from many concatenations.
 */
export function joinSentences(parts: readonly string[]): string {
  return parts.filter((part) => part.length > 0).join(' ');
}

export const AURUM_SERVICE_LINES = [
  'It ships fully insured, with complimentary UK delivery and 30-day returns.',
  'Complimentary UK delivery and 30-day returns come as standard.',
  'As with everything at Aurum, it arrives gift-wrapped with complimentary UK delivery and 30-day returns.',
] as const;
