export type AnalyticsPage = 'CUSTOMER' | 'READING' | 'SITE';

// LoggedInUser and SignInResult are the contract's (contracts/sign-in.ts).
