import type { NextFunction, Request, Response } from 'express';
import { sameOriginMiddleware } from './same-origin.middleware';

const HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', 'tablemates.example', 'www.tablemates.example']);

/** 'passed' or the refusal's status, for a state-changing request with this Origin. */
function verdict(production: boolean, origin: string): 'passed' | number {
  const middleware = sameOriginMiddleware('https://tablemates.example', ['https://partner.example:8443/'], HOSTS, production);
  let result: 'passed' | number = 'passed';
  const res = { status: (code: number) => ((result = code), { json: () => undefined }) } as unknown as Response;
  let passed = false;
  middleware({ method: 'POST', header: (name: string) => (name === 'origin' ? origin : undefined) } as Request, res, (() => (passed = true)) as NextFunction);
  return passed ? 'passed' : result;
}

describe('the Origin check', () => {
  it('in production matches the scheme, host and port of PUBLIC_URL and CORS_ORIGINS (issue 46: any port passed)', () => {
    expect(verdict(true, 'https://tablemates.example')).toBe('passed');
    expect(verdict(true, 'https://www.tablemates.example')).toBe('passed');
    expect(verdict(true, 'https://partner.example:8443')).toBe('passed');
    expect(verdict(true, 'http://localhost:9999')).toBe(403);
    expect(verdict(true, 'https://tablemates.example:8443')).toBe(403);
    expect(verdict(true, 'http://tablemates.example')).toBe(403);
    expect(verdict(true, 'https://partner.example')).toBe(403);
  });

  it("in production trusts none of this machine's names, even with PUBLIC_URL's scheme and port", () => {
    for (const origin of ['https://localhost', 'https://127.0.0.1', 'https://[::1]', 'http://localhost']) expect(verdict(true, origin)).toBe(403);
  });

  it('in development lets the dev server on another port of an allowed host through', () => {
    expect(verdict(false, 'http://localhost:5173')).toBe('passed');
    expect(verdict(false, 'https://[::1]')).toBe('passed');
    expect(verdict(false, 'https://evil.example')).toBe(403);
  });
});
