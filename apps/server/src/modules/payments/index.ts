export type {
  Authorisation,
  AuthorisationStatus,
  AuthorizeRequest,
  AuthorizeResult,
  DeclineReason,
  MoveRequest,
  PaymentGateway,
} from './payments.gateway';
export { createPaymentsService, type PaymentsService, type RegisteredCardView } from './payments.service';
export type { RegistrationIds } from './registration-id';
export { PaymentStateError } from './sandbox.gateway';
export { sandboxTokenizerRoutes } from './sandbox-tokenizer';
