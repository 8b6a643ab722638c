import { describe, expect, it } from 'vitest';
import { ORIGIN_LIMITS, ORIGIN_MESSAGES, originProblem, originsProblem, parseOriginLines } from './partner-origin-rules';

describe('a partner key’s allowed origins', () => {
  it('are https://host[:port] as a browser sends them, http only for localhost and 127.0.0.1', () => {
    for (const origin of ['https://shop.example.com', 'https://shop.example.com:8443', 'http://localhost', 'http://localhost:3000', 'http://127.0.0.1:8080', 'https://localhost:5173']) {
      expect(originProblem(origin)).toBeNull();
    }
    for (const origin of ['http://shop.example.com', 'shop.example.com', 'ftp://shop.example.com', 'https://', 'https://user@shop.example.com', 'https://shop..example.com', 'https://-shop.example.com', 'https://shop.example.com:443', 'http://localhost:80', 'https://shop.example.com:65536', 'https://shop.example.com:']) {
      expect(originProblem(origin)).toBe(ORIGIN_MESSAGES.format(origin));
    }
  });

  it('have no path, query, fragment or wildcard, and a lower-case host', () => {
    expect(originProblem('https://shop.example.com/')).toBe(ORIGIN_MESSAGES.path('https://shop.example.com/'));
    expect(originProblem('https://shop.example.com/app')).toBe(ORIGIN_MESSAGES.path('https://shop.example.com/app'));
    expect(originProblem('https://shop.example.com?x=1')).toBe(ORIGIN_MESSAGES.path('https://shop.example.com?x=1'));
    expect(originProblem('https://shop.example.com#top')).toBe(ORIGIN_MESSAGES.path('https://shop.example.com#top'));
    expect(originProblem('https://*.example.com')).toBe(ORIGIN_MESSAGES.wildcard('https://*.example.com'));
    expect(originProblem('*')).toBe(ORIGIN_MESSAGES.wildcard('*'));
    expect(originProblem('https://Shop.example.com')).toBe(ORIGIN_MESSAGES.upperCase('https://Shop.example.com'));
  });

  it('are at most 10 per key, none twice', () => {
    const origins = (count: number) => Array.from({ length: count }, (_, i) => `https://p${i}.example.com`);
    expect(originsProblem([])).toBeNull();
    expect(originsProblem(origins(ORIGIN_LIMITS.maxPerKey))).toBeNull();
    expect(originsProblem(origins(ORIGIN_LIMITS.maxPerKey + 1))).toBe(ORIGIN_MESSAGES.count);
    expect(originsProblem(['https://a.example.com', 'https://b.example.com', 'https://a.example.com'])).toBe(ORIGIN_MESSAGES.duplicate('https://a.example.com'));
    expect(originsProblem(['https://a.example.com', 'https://a.example.com/x'])).toBe(ORIGIN_MESSAGES.path('https://a.example.com/x'));
  });

  it('are typed one a line in the back office', () => {
    expect(parseOriginLines(' https://a.example.com\n\nhttps://b.example.com, http://localhost:3000 \n')).toEqual(['https://a.example.com', 'https://b.example.com', 'http://localhost:3000']);
    expect(parseOriginLines('  \n')).toEqual([]);
  });
});
