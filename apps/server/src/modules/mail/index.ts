export { mailRoutes } from './mail.routes';
export {
  createMailService,
  DELIVER_JOB,
  type MailboxMessage,
  type MailMessage,
  type MailService,
} from './mail.service';
export {
  createSmtpTransport,
  type MailTransport,
  type OutgoingEmail,
  type SmsSender,
} from './mail.transport';
export { createMailTemplates, type MailTemplates } from './templates';
