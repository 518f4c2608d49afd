import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED_KEYS, redactPaths, safeUrl } from './logging';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _e, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('log redaction', () => {
  it('has a path for each key at each depth', () => {
    const paths = redactPaths(['password', 'x-csrf-token']);
    expect(paths).toContain('password');
    expect(paths).toContain('*.*.*.password');
    expect(paths).toContain('*.*["x-csrf-token"]');
  });

  it.each(REDACTED_KEYS)('never writes the value of %s, at any depth up to six', (key) => {
    const { lines, stream } = capture();
    const log = createLogger('info', stream);
    const secret = `secret-${key}-value`;
    log.info({ [key]: secret, a: { [key]: secret, b: { c: { d: { [key]: secret } } } } }, 'x');
    log.flush?.();
    expect(lines.join('')).not.toContain(secret);
    expect(lines.join('')).toContain('[Redacted]');
  });

  it('masks sensitive query parameters in logged URLs', () => {
    expect(safeUrl('/api/x?token=abc&page=2')).toBe('/api/x?token=[Redacted]&page=2');
    expect(safeUrl('/api/x?forgotPassToken=abc')).toBe('/api/x?forgotPassToken=[Redacted]');
    expect(safeUrl('/api/x')).toBe('/api/x');
    expect(safeUrl('/api/x?q=token')).toBe('/api/x?q=token');
  });
});
