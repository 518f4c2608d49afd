export { type DeleteChecks, NO_CART_YET } from './delete-rules';
export { groupsRoutes } from './groups.routes';
export { createGroupsService, type GroupsService } from './groups.service';
export type { BeforeProjectDelete, ProjectFileContext, ProjectFileState } from './projects.files';
export type { BookByEan, PromoTitleFacts } from './projects.lookups';
export type { ProjectFacts } from './projects.mapper';
export { projectsRoutes } from './projects.routes';
export type { ProjectSaleState, SaleSubject } from './projects.sale';
export { sanitizeRichText } from './projects.save';
export {
  createProjectsSeeder,
  type DemoProject,
  type OnSaleEbook,
  type SeededProject,
} from './projects.seed';
export { createProjectsService, type ProjectsService } from './projects.service';
