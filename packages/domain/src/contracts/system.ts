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
};
