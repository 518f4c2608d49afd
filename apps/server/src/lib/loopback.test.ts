import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost, isLoopbackRequest } from './loopback';

describe('loopback', () => {
  it('knows the loopback addresses, IPv4-mapped ones included', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', 'fe80::1', '', undefined, 'localhost'])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });

  it('takes localhost and bracketed IPv6 as loopback hosts, the wildcard addresses not', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('::')).toBe(false);
  });

  it('reads the socket peer, and a forwarded request is never a loopback one', () => {
    const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({
      socket: { remoteAddress },
      headers,
    });
    expect(isLoopbackRequest(req('127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(req('203.0.113.9'))).toBe(false);
    expect(isLoopbackRequest(req('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isLoopbackRequest(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(isLoopbackRequest(req('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false);
  });
});
