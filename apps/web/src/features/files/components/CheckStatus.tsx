import type { ElementType } from '@quire/domain';
import { useId } from 'react';
import { usePreflight } from '../api/use-preflight';
import { filesText } from '../messages';
import { CheckProgress, PreflightReport } from './PreflightReport';

/** The check of one element without its drop zone: progress while pending, then the findings. */
export function CheckStatus({ projectId, elementType }: { projectId: string; elementType: ElementType }) {
  const id = useId();
  const preflight = usePreflight(projectId, elementType);
  const what = filesText(`files.what.${elementType}`);
  if (!preflight.data || !preflight.phase) return null;
  if (preflight.phase === 'pending') return <CheckProgress result={preflight.data} what={what} />;
  return <PreflightReport result={preflight.data} what={what} headingId={id} />;
}
