import type { ElementType } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateProject } from '../../../lib/project-query';
import { preflightPhase } from '../lib/rules';
import { preflightQuery } from './files';

/**
 * The preflight status of one element, polled every 2 s while it is pending (spec 1 §4). When a
 * pending check ends (passed, failed or an unknown status) the project is reloaded, so its
 * statuses, approvals and the steps they open follow; its previews (keys under the project's)
 * are refreshed with it, since they show the file just checked.
 */
export function usePreflight(projectId: string, elementType: ElementType) {
  const client = useQueryClient();
  const query = useQuery(preflightQuery(projectId, elementType));
  const status = query.data?.preFlightCheckStatus;
  const hasFile = Boolean(query.data?.data?.file);
  const phase = hasFile ? preflightPhase(status) : null;
  const was = useRef(phase);

  useEffect(() => {
    if (was.current === 'pending' && phase !== 'pending') {
      void invalidateProject(client, projectId);
    }
    was.current = phase;
  }, [phase, client, projectId]);

  return { ...query, phase, file: query.data?.data?.file ?? null };
}
