export { environmentRoutes } from './environment.routes';
export { createEnvironmentService, type EnvironmentService } from './system.environment';
export { systemRoutes } from './system.routes';
export { createSystemService, type HealthReport, type SystemService } from './system.service';
