import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { EXPLORER_HEADERS, SANDBOX_HEADERS, SHOP_HEADERS, explorerSecurityHeaders, sandboxSecurityHeaders, shopSecurityHeaders } from './security-headers';

/** A response that records its headers, starting with the one helmet removes. */
function response() {
  const headers = new Map<string, string>([['x-powered-by', 'Express']]);
  return {
    headers,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
}

describe('security headers worked out once', () => {
  it.each([
    ['shop', SHOP_HEADERS, shopSecurityHeaders],
    ['sandbox', SANDBOX_HEADERS, sandboxSecurityHeaders],
    ['explorer', EXPLORER_HEADERS, explorerSecurityHeaders],
  ] as const)('are exactly what helmet sets on each request (%s)', (_name, options, fixed) => {
    const fromHelmet = response();
    const fromFixed = response();
    let nexts = 0;
    helmet(options)({} as IncomingMessage, fromHelmet as unknown as ServerResponse, () => nexts++);
    fixed({} as Request, fromFixed as unknown as Response, () => nexts++);
    expect(nexts).toBe(2);
    expect([...fromFixed.headers]).toEqual([...fromHelmet.headers]);
    expect(fromFixed.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(fromFixed.headers.has('x-powered-by')).toBe(false);
  });
});
