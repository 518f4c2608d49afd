export { TWO_STEP_CODES, VerifyDialogContext, type VerifyDialogProps } from './components/two-step';
