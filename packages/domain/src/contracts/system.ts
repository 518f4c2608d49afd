import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', response: healthSchema }),
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
