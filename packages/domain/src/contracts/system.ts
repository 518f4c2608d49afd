import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** What the web client needs to know of its server (GET /api/account/getenv). */
export const serverEnvironmentSchema = z
  .object({
    operatorName: z.string().describe('OPERATOR_NAME: the name the site goes by'),
    publicUrl: z.string().describe('PUBLIC_URL: the address users reach the site at'),
    build: z.object({
      version: z.string().describe("The server's version, as GET /api/health answers it"),
      buildId: z
        .string()
        .nullable()
        .describe('The built bundle’s identity (dist/build.json); null running from source'),
      commit: z.string().nullable().describe('BUILD_COMMIT: the source commit; null when not given'),
    }),
    featureModel: z.object({
      version: z
        .string()
        .describe(
          'A hash of GET /api/feature_model as this caller gets it: it changes when a flag is added, switched or granted',
        ),
      updatedAt: z.string().nullable().describe('When a flag last changed globally (ISO 8601)'),
    }),
    demo: z.boolean().describe('Demo mode: the demo accounts and the mailbox at /mailbox'),
    serverTime: z
      .string()
      .describe('The server time of this answer (ISO 8601), the instant of x-server-time'),
    serverTimeMs: z
      .number()
      .int()
      .describe('The same instant in ms since the epoch, equal to the x-server-time header'),
  })
  .describe('ServerEnvironment');
export type ServerEnvironment = z.infer<typeof serverEnvironmentSchema>;

export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', response: healthSchema }),
  getenv: endpoint({ method: 'GET', path: '/api/account/getenv', response: serverEnvironmentSchema }),
  /** Demo mode with QUIRE_TEST_CLOCK=1 only: moves the server's clock forward (end-to-end tests of dates). */
  devClock: endpoint({
    method: 'POST',
    path: '/api/dev/clock',
    body: z.object({
      advanceHours: z
        .number()
        .int()
        .min(1)
        .max(24 * 400),
    }),
    response: z.object({ now: z.string(), offsetHours: z.number() }),
  }),
};
