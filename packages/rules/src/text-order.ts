/**
 * A–Z as a British reader expects it (accents and case in their place). `a.localeCompare(b, 'en-GB')` builds a
 * collator for every comparison: sorting a listing's ~40 brands that way took a phone ~60 ms while the page
 * hydrated (issue 17). One collator, made once, compares the same.
 */
const collator = new Intl.Collator('en-GB');

export const compareText = (a: string, b: string): number => collator.compare(a, b);
