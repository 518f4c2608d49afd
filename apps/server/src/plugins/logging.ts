import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/**
 * Keys whose values never reach a log, at any depth up to six levels: secrets a person types,
 * tokens, session cookies, card, bank and tax numbers.
 */
export const REDACTED_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'secretAnswer',
  'secretAnswerHash',
  // The security answer of forgot-password-question-answer.
  'answer',
  'token',
  'csrfToken',
  'authenticityToken',
  'forgotPassToken',
  'sessionId',
  'cookie',
  'set-cookie',
  'authorization',
  'x-csrf-token',
  'csrf-token',
  'cardNumber',
  'cvv',
  'securityCode',
  'govtIdNumber',
  'accountNumber',
  'iban',
  'routingNumber',
];

const DEPTH = 6;

export function redactPaths(keys: readonly string[] = REDACTED_KEYS): string[] {
  const paths: string[] = [];
  for (const key of keys) {
    const plain = /^[A-Za-z_$][\w$]*$/.test(key);
    let prefix = '';
    for (let depth = 0; depth < DEPTH; depth++) {
      if (!prefix) paths.push(plain ? key : `["${key}"]`);
      else paths.push(plain ? `${prefix}.${key}` : `${prefix}["${key}"]`);
      prefix = prefix ? `${prefix}.*` : '*';
    }
  }
  return paths;
}

const SENSITIVE_QUERY = new RegExp(`^(${REDACTED_KEYS.join('|').replace(/-/g, '\\-')})$`, 'i');

/** The request URL with the values of sensitive query parameters replaced. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SENSITIVE_QUERY.test(decodeURIComponent(name)) ? `${name}=[Redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

export function createLogger(level: string, stream?: Writable): Logger {
  return pino(
    {
      level,
      redact: { paths: redactPaths(), censor: '[Redacted]' },
      serializers: {
        req(req: FastifyRequest) {
          return {
            method: req.method,
            url: safeUrl(req.url),
            host: req.host,
            remoteAddress: req.ip,
          };
        },
      },
    },
    stream ?? pino.destination({ sync: false }),
  );
}
