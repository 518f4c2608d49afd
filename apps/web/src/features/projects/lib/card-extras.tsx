import type { ProjectListItem } from '@quire/domain';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What other features add to a dashboard card (a scheduled price change's badge and link, …):
 * the app composes them in src/app and provides them here, so this feature imports none of them.
 */
export type ProjectCardExtras = (project: ProjectListItem) => ReactNode;

const CardExtrasContext = createContext<ProjectCardExtras | null>(null);

export const ProjectCardExtrasProvider = CardExtrasContext.Provider;

export function useProjectCardExtras(): ProjectCardExtras | null {
  return useContext(CardExtrasContext);
}
