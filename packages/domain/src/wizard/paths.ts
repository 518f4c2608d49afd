import type { WizardChild, WizardSection } from './steps';

/** The id segment of a project that does not exist yet. */
export const NEW_PROJECT_ID = 'new';

/** `/{projectId}/{section}/{child}`; a null id is `new`, a null child leaves the segment out. */
export function wizardPath(
  projectId: string | null | undefined,
  section: WizardSection,
  child?: WizardChild | null,
): string {
  const id = encodeURIComponent(projectId || NEW_PROJECT_ID);
  return child ? `/${id}/${section}/${child}` : `/${id}/${section}`;
}
