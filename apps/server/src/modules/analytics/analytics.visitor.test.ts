import { describe, expect, it } from 'vitest';
import { referrerDomain } from './analytics.visitor';

describe('referrerDomain', () => {
  it('keeps the host name only, lower case, without www.', () => {
    expect(referrerDomain('https://WWW.Example.com/books?q=secret#x')).toBe('example.com');
    expect(referrerDomain('http://news.example.org:8080/a')).toBe('news.example.org');
    expect(referrerDomain('https://example.com./')).toBe('example.com');
  });

  it('answers null for no header, other schemes, addresses and garbage', () => {
    for (const v of [
      undefined,
      null,
      '',
      'not a url',
      'android-app://com.x',
      'ftp://example.com/',
      'http://10.0.0.1/',
      'http://[::1]/',
    ]) {
      expect(referrerDomain(v)).toBeNull();
    }
  });
});
