export { type DeleteChecks, NO_CART_YET } from './delete-rules';
export { groupsRoutes } from './groups.routes';
export { createGroupsService, type GroupsService } from './groups.service';
export type { BeforeProjectDelete, ProjectFileContext, ProjectFileState } from './projects.files';
export type { ProjectFacts } from './projects.mapper';
export { projectsRoutes } from './projects.routes';
export type { ProjectSaleState, SaleSubject } from './projects.sale';
export { idParams, projectListItemSchema, projectSchema } from './projects.schemas';
export { createProjectsSeeder, type DemoProject } from './projects.seed';
export {
  createProjectsService,
  isAdmin,
  ownerOf,
  type ProjectsService,
  visibleOwner,
} from './projects.service';
