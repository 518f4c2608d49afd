import { z } from 'zod';
import { endpoint } from './endpoint';

/** A feature flag of the feature model; `enabled` is per user when signed in. */
export const featureSchema = z.object({ flag: z.string(), description: z.string(), enabled: z.boolean() });
export type Feature = z.infer<typeof featureSchema>;

export const accessEndpoints = {
  featureModel: endpoint({
    method: 'GET',
    path: '/api/feature_model',
    response: z.object({ features: z.array(featureSchema) }),
  }),
  setGlobalFlag: endpoint({
    method: 'PUT',
    path: '/api/admin/feature_model/:flag',
    params: z.object({ flag: z.string().max(100) }),
    body: z.object({ enabled: z.boolean() }),
    response: z.object({ feature: featureSchema }),
  }),
};
