export { systemRoutes } from './system.routes';
export { createSystemService, type HealthReport, type SystemService } from './system.service';
