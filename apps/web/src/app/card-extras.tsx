import type { ProjectListItem } from '@quire/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { type ProjectCardExtras, ProjectCardExtrasProvider } from '../features/projects/lib/card-extras';

// Loaded with the first card that needs it, so the dashboard's own chunk stays as it was.
const PriceChangeCardExtra = lazy(
  () => import('../features/scheduled-prices/components/PriceChangeCardExtra'),
);

/** What the other features add to a dashboard card: the scheduled-prices badge and link. */
const extras: ProjectCardExtras = (project: ProjectListItem) => (
  <Suspense fallback={null}>
    <PriceChangeCardExtra project={project} />
  </Suspense>
);

/** The projects dashboard's cards with the other features' extras (composed here: features do not import each other). */
export function WithCardExtras({ children }: { children: ReactNode }) {
  return <ProjectCardExtrasProvider value={extras}>{children}</ProjectCardExtrasProvider>;
}
