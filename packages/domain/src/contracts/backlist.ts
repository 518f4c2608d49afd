import { z } from 'zod';
import { BACKLIST_FIELDS, type BacklistChange } from '../projects/backlist';
import { conforming } from './conforms';
import { endpoint } from './endpoint';
import { projectSchema } from './projects';

// Backlist metadata (spec 1 §7 "POST load-bst-metadata"; its body is ours, decision 047).

export const backlistChangeSchema = conforming<BacklistChange>()(
  z
    .object({
      field: z.enum(BACKLIST_FIELDS),
      label: z.string(),
      current: z.string().nullable(),
      catalogue: z.string(),
    })
    .describe('BacklistChange'),
);

export const loadBacklistMetadataBody = z.object({
  /** The project; 404 unless the caller may change it. */
  projectId: z.string().min(1).max(100),
  /** The ISBN to look up when it is not the project's own yet; by default the project's ISBN (or EAN). */
  isbn: z.string().trim().min(1).max(20).optional(),
  /** The fields the author accepts: loaded in one save. Left out, the call only shows what would change. */
  apply: z.array(z.enum(BACKLIST_FIELDS)).min(1).max(BACKLIST_FIELDS.length).optional(),
});

export const loadBacklistMetadataResponse = z
  .object({
    /** The ISBN-13 looked up. */
    isbn: z.string(),
    /** The listing the catalogue holds for it. */
    listing: z.object({ title: z.string(), publisherName: z.string() }),
    /** What the listing would still change, field by field (after the save, when `apply` was given). */
    changes: z.array(backlistChangeSchema),
    /** The fields this call loaded; empty for a preview, or when none of the accepted fields was a change. */
    applied: z.array(z.enum(BACKLIST_FIELDS)),
    /** The project after the save; null when nothing was saved. */
    project: projectSchema.nullable(),
  })
  .describe('BacklistMetadata');

export const backlistEndpoints = {
  loadBacklistMetadata: endpoint({
    method: 'POST',
    path: '/api/project/load-bst-metadata',
    body: loadBacklistMetadataBody,
    response: loadBacklistMetadataResponse,
  }),
};
