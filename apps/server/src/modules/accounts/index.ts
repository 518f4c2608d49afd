export { accountHolderRoutes } from './account-holder.routes';
export {
  type AccountsAdmin,
  type AdminChange,
  type AdminUser,
  type AudienceAccount,
  type AudienceAccountQuery,
  createAccountsAdmin,
} from './accounts.admin';
export { createLockoutService, type LockoutService } from './accounts.lockout';
export { createLockoutAdminService, type LockoutAdminService } from './accounts.lockout-admin';
export { createPasskeysService, type PasskeysService } from './accounts.passkeys';
export { createChallenges } from './accounts.passkeys.challenges';
export { passkeyRoutes } from './accounts.passkeys.routes';
export { createPasskeySignIn, type PasskeySignIn } from './accounts.passkeys.signin';
export { createWebAuthn, relyingParty } from './accounts.passkeys.webauthn';
export { createProfileService, type ProfileService } from './accounts.profile';
export {
  createRecoveryService,
  type IssuedReset,
  RESET_PATH,
  type RecoveryService,
} from './accounts.recovery';
export { recoveryRoutes } from './accounts.recovery.routes';
export { accountsRoutes } from './accounts.routes';
export { createSecurityHistory, type SecurityHistory } from './accounts.security-history';
export {
  type AccountsService,
  createAccountsService,
  type SeedUser,
  type SessionClient,
  type SignedIn,
} from './accounts.service';
export { createSessionsService, type SessionInfo, type SessionsService } from './accounts.sessions';
export { createTwoStepService, type TwoStepService } from './accounts.two-step';
export {
  createTwoStepAdmin,
  type TwoStepAdmin,
  type TwoStepAdminStatus,
  type TwoStepReset,
} from './accounts.two-step.admin';
export { createCodes } from './accounts.two-step.codes';
export { twoStepRoutes } from './accounts.two-step.routes';
export { createTwoStepSignIn, type TwoStepSignIn } from './accounts.two-step.signin';
export { createTwoStepTrust, type TwoStepStanding, type TwoStepTrust } from './accounts.two-step.trust';
export {
  type AccountsVendor,
  createAccountsVendor,
  type VendorAccount,
} from './accounts.vendor';
export { createSessionCache, SESSION_CHANGES_CHANNEL } from './session-cache';
