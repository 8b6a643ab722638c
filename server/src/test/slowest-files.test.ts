import { describe, expect, it } from 'vitest';
import { slowestFilesTable } from './slowest-files';

describe('slowestFilesTable', () => {
  it('lists the ten slowest files, slowest first, in seconds with their breakdown', () => {
    const times = Array.from({ length: 12 }, (_, index) => ({ file: `f${index}.test.ts`, milliseconds: index * 1000 + 70 }));
    times.push({ file: 'big.test.ts', milliseconds: 123_456, detail: 'import 1.0 s, tests 122.4 s' } as (typeof times)[number]);
    const lines = slowestFilesTable(times).split('\n');
    expect(lines[0]).toBe('Slowest files:');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe(' 123.5 s  big.test.ts (import 1.0 s, tests 122.4 s)');
    expect(lines[2]).toBe('  11.1 s  f11.test.ts');
    expect(lines[10]).toBe('   3.1 s  f3.test.ts');
  });

  it('lists fewer when there are fewer files', () => {
    expect(slowestFilesTable([{ file: 'only.test.ts', milliseconds: 900 }])).toBe('Slowest files:\n   0.9 s  only.test.ts');
  });
});
