export { backlistRoutes } from './backlist.routes';
export { BACKLIST_EVENT, type BacklistService, createBacklistService } from './backlist.service';
