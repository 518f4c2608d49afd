import type { ElementType } from '@quire/domain';
import { useId } from 'react';
import { bt } from '../messages';
import { CheckProgress, PreflightReport } from './PreflightReport';
import { usePreflight } from './use-preflight';

/** The check of one element without its drop zone: progress while pending, then the findings. */
export function CheckStatus({ projectId, elementType }: { projectId: string; elementType: ElementType }) {
  const id = useId();
  const preflight = usePreflight(projectId, elementType);
  const what = bt(`files.what.${elementType}`);
  if (!preflight.data || !preflight.phase) return null;
  if (preflight.phase === 'pending') return <CheckProgress result={preflight.data} what={what} />;
  return <PreflightReport result={preflight.data} what={what} headingId={id} />;
}
