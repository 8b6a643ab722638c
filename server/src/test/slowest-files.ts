export interface FileTime {
  file: string;
  milliseconds: number;
  /** A breakdown shown after the total, e.g. "import 1.2 s, tests 3.4 s". */
  detail?: string;
}

/** The `count` slowest files, slowest first, one line each: "  12.3 s  path (detail)". */
export function slowestFilesTable(times: readonly FileTime[], count = 10): string {
  const slowest = [...times].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, count);
  const lines = slowest.map(({ file, milliseconds, detail }) => `${`${(milliseconds / 1000).toFixed(1)} s`.padStart(8)}  ${file}${detail ? ` (${detail})` : ''}`);
  return ['Slowest files:', ...lines].join('\n');
}
