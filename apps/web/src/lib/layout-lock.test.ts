import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { lockAnswer } from './layout-lock';

const KEY = 'preview-key-1';
const routedTo = (internal: string) => NextResponse.rewrite(new URL(internal, 'http://localhost:3000'));

describe('lockAnswer', () => {
  it('lets everything through when no key is configured', () => {
    const request = new NextRequest('http://localhost:3000/sports');
    expect(lockAnswer(request, routedTo('/en/sports'), null)).toBeNull();
  });

  it("answers 401 with the locked page in the visitor's language without the key", () => {
    const request = new NextRequest('http://localhost:3000/es/sports/live');
    const answer = lockAnswer(request, NextResponse.next(), KEY);
    expect(answer?.status).toBe(401);
    expect(answer?.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/es/sports/locked');
    const wrong = new NextRequest('http://localhost:3000/sports?access_key=guess');
    expect(lockAnswer(wrong, routedTo('/en/sports'), KEY)?.status).toBe(401);
  });

  it('keeps a right key in an http-only cookie and drops it from the address', () => {
    const request = new NextRequest(`http://localhost:3000/sports/live?access_key=${KEY}&x=1`);
    const answer = lockAnswer(request, routedTo('/en/sports/live'), KEY, true);
    expect(answer?.status).toBe(307);
    expect(answer?.headers.get('location')).toBe('http://localhost:3000/sports/live?x=1');
    const cookie = answer?.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^layout_key=preview-key-1;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  it('lets the visitor with the cookie through, and never locks the locked page itself', () => {
    const withCookie = new NextRequest('http://localhost:3000/sports', {
      headers: { cookie: `layout_key=${KEY}` },
    });
    expect(lockAnswer(withCookie, routedTo('/en/sports'), KEY)).toBeNull();
    const locked = new NextRequest('http://localhost:3000/sports/locked');
    expect(lockAnswer(locked, routedTo('/en/sports/locked'), KEY)).toBeNull();
  });
});
