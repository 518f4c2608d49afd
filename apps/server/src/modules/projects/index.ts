export { type DeleteChecks, deleteBlock, NO_CART_YET } from './delete-rules';
export { groupsRoutes } from './groups.routes';
export { createGroupsService, type GroupsService } from './groups.service';
export { createProjectsRepository, type ProjectsRepository } from './projects.repository';
export { projectsRoutes } from './projects.routes';
export { createProjectsSeeder, type DemoProject, type RetailEntry } from './projects.seed';
export { createProjectsService, type ProjectsService } from './projects.service';
export { referenceRoutes } from './reference.routes';
