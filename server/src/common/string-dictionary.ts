/**
 * Dictionary encoding of a column of strings that repeat: each distinct string is kept once and
 * referred to by its number (0, 1, 2… in order of first sight), so a column of 100,000 product names
 * becomes a typed array of numbers and the few thousand names it has, instead of 100,000 strings.
 */
export class StringDictionary {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [];

  /** The number of a string (a new string gets the next one). */
  encode(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The number of a string already seen, else undefined. */
  codeOf(value: string): number | undefined {
    return this.codes.get(value);
  }

  decode(code: number): string {
    return this.values[code];
  }

  /** How many distinct strings (every number below this decodes). */
  get size(): number {
    return this.values.length;
  }
}
