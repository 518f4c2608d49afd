export { auditRoutes } from './audit.routes';
export {
  type AuditActor,
  type AuditEntry,
  type AuditEntryInput,
  type AuditPage,
  type AuditService,
  createAuditService,
} from './audit.service';
