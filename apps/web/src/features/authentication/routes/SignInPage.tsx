import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form/TextField';
import { openInformation } from '../../../components/modals/open';
import { t } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { useForm } from '../../../lib/use-form';
import { usePageTitle } from '../../../lib/use-page-title';
import { signIn } from '../api/auth';
import type { PendingSecondStep } from '../api/second-step';
import { SIGN_IN_FORM } from '../sign-in-form';

/**
 * Loaded on demand, so this page's first JavaScript carries neither: the second step (with the
 * form rules' zod schemas) once the password step asks for it, and passkeys (decision 048).
 */
const SecondStep = lazy(() => import('../components/SecondStep').then((m) => ({ default: m.SecondStep })));
const passkeys = () => import('../passkey-sign-in');

/**
 * Sign-in (spec 3 §2): e-mail and password. An authorShareKey in the address is kept for this
 * tab and sent along, so a contributor signs in to the sharing author's account. Warnings from
 * the server appear in the information modal; a wrong password shows 30004 on the password field.
 * Built from plain elements (no Mantine components) because it is the first page most people load.
 * "Sign in with a passkey" needs no e-mail; focusing the e-mail field also starts the browser's
 * passkey autofill where it has one (conditional mediation).
 */
export default function SignInPage() {
  usePageTitle(t('signIn.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const form = useForm(SIGN_IN_FORM);
  const shareKeyInUrl = params.get('authorShareKey');
  const [pending, setPending] = useState(false);
  // Two-step verification (decision 023): the password step's pending sign-in, awaiting the second step.
  const [secondStep, setSecondStep] = useState<PendingSecondStep | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  // Why the app sent this tab here (its session ended, decision 050): said once.
  const [notice] = useState(() => storage.signInNotice());
  useEffect(() => storage.setSignInNotice(null), []);
  const autofill = useRef(false);
  useEffect(
    () => () => {
      if (autofill.current) void passkeys().then((m) => m.stopAutofill());
    },
    [],
  );

  async function withPasskey(fill: boolean) {
    if (fill && autofill.current) return;
    autofill.current ||= fill;
    if (!fill) setPasskeyError(null);
    const m = await passkeys();
    const attempt = await m.signInWithPasskey(storage.authorShareKey() ?? undefined, fill);
    if (attempt.ok) {
      navigate('/', { replace: true });
      if (attempt.result.warnings.length)
        void openInformation(attempt.result.warnings, t('signIn.warningsTitle'));
    } else if (attempt.message) setPasskeyError(attempt.message);
  }

  useEffect(() => {
    if (shareKeyInUrl) storage.setAuthorShareKey(shareKeyInUrl);
  }, [shareKeyInUrl]);

  const submit = form.onSubmit(async (values) => {
    const authorShareKey = storage.authorShareKey() ?? undefined;
    setPending(true);
    try {
      const result = await signIn({ ...values, authorShareKey }, form.handleServerError);
      if ('twoStep' in result) {
        setSecondStep(result.twoStep);
        setPending(false);
        return;
      }
      navigate('/', { replace: true });
      if (result.warnings.length) void openInformation(result.warnings, t('signIn.warningsTitle'));
    } catch {
      // Shown on the form (field errors) or by the API client's central handling.
      setPending(false);
    }
  });

  if (user && !shareKeyInUrl && !secondStep) return <Navigate to="/" replace />;

  if (secondStep)
    return (
      <div className="narrow-page">
        <h1 className="page-title">{t('signIn.title')}</h1>
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <SecondStep
            pending={secondStep}
            onRestart={() => setSecondStep(null)}
            onDone={(result) => {
              navigate('/', { replace: true });
              if (result.warnings.length) void openInformation(result.warnings, t('signIn.warningsTitle'));
            }}
          />
        </Suspense>
      </div>
    );

  return (
    <div className="narrow-page">
      <h1 className="page-title">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {shareKeyInUrl ? <p className="notice">{t('signIn.shareKeyNotice')}</p> : null}
      <form ref={form.formRef} onSubmit={submit} noValidate className="card stack">
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username webauthn"
          required
          onFocus={() => void withPasskey(true)}
          {...form.inputProps('email')}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.inputProps('password')}
        />
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <span className="spinner spinner-on-dark" aria-hidden="true" /> : null}
          {t('signIn.submit')}
        </button>
      </form>
      <button type="button" className="button" onClick={() => void withPasskey(false)}>
        {t('signIn.passkey')}
      </button>
      {passkeyError ? (
        <p role="alert" className="field-error">
          {passkeyError}
        </p>
      ) : null}
      <p>
        <Link to="/forgot-password">{t('signIn.forgotPassword')}</Link>
      </p>
      <p>
        {t('signIn.noAccount')} <Link to="/create-account">{t('signIn.createAccount')}</Link>
      </p>
    </div>
  );
}
