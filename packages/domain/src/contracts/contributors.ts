import { z } from 'zod';
import {
  CONTRIBUTOR_PERMISSION_CODES,
  CONTRIBUTOR_STATUSES,
  contributorChangeSchema,
  contributorInviteSchema,
} from '../contributors/contributors';
import { endpoint } from './endpoint';

const permissionsSchema = z.array(z.enum(CONTRIBUTOR_PERMISSION_CODES));

/** What the author sees of a contributor. */
export const accountContributorSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    permissions: permissionsSchema,
    status: z.enum(CONTRIBUTOR_STATUSES),
    invitedAt: z.string(),
    expiresAt: z.string(),
    acceptedAt: z.string().nullable(),
  })
  .describe('Contributor');
export type Contributor = z.infer<typeof accountContributorSchema>;

/** What the contributor page shows for a share key (GET /api/authentication/getContributor). */
export const contributorInvitationSchema = z
  .object({
    author: z.object({ firstName: z.string(), lastName: z.string() }),
    contributor: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    permissions: permissionsSchema,
    /** REMOVED: the author removed this contributor; EXPIRED: the key was never used in time. */
    status: z.enum(['INVITED', 'ACTIVE', 'EXPIRED', 'REMOVED']),
    expiresAt: z.string(),
  })
  .describe('ContributorInvitation');
export type ContributorInvitation = z.infer<typeof contributorInvitationSchema>;

const idParams = z.object({ id: z.string().max(100) });

/**
 * An author's contributors under /api/account/contributors (the spec shows no paths for them) and
 * the spec's getContributor.
 */
export const contributorsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/contributors',
    response: z.object({ contributors: z.array(accountContributorSchema) }),
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/account/contributors',
    body: contributorInviteSchema,
    response: z.object({ contributor: accountContributorSchema }),
  }),
  change: endpoint({
    method: 'PUT',
    path: '/api/account/contributors/:id',
    params: idParams,
    body: contributorChangeSchema,
    response: z.object({ contributor: accountContributorSchema }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/account/contributors/:id',
    params: idParams,
    response: z.object({ removed: z.literal(true) }),
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/api/authentication/getContributor',
    query: z.object({ queryParam: z.string().min(1).max(200) }),
    response: contributorInvitationSchema,
  }),
};
