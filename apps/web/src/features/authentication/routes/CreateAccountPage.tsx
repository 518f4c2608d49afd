import { ACCOUNT_TYPES, SECURITY_QUESTIONS } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckboxField, RadioGroupField, SelectField } from '../../../components/form/ChoiceFields';
import { TextField } from '../../../components/form/TextField';
import { closeModal, openConfirmation, openNotification } from '../../../components/modals/open';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { t } from '../../../i18n';
import type { MarketingSlug } from '../../../lib/site-pages';
import { storage } from '../../../lib/storage';
import { useForm } from '../../../lib/use-form';
import { usePageTitle } from '../../../lib/use-page-title';
import { createAccount, securityQuestionsQuery, signOut } from '../api/auth';
import { CREATE_ACCOUNT_FORM } from '../create-account-form';

/** The footer page of the agreement a new account accepts. */
const MEMBERSHIP_AGREEMENT: MarketingSlug = 'legal/membership-agreement';

/** After choosing to sign in to the shared account, sign-in opens this long after (spec 3 §9). */
export const SIGN_IN_SWITCH_DELAY_MS = 3000;

/**
 * Create account (spec 3 §2, §5): names, e-mail, password with the live checklist, confirmation,
 * security question and answer, account type, e-mail opt-in. The new user is signed in; with a
 * stored authorShareKey they choose between their new account and the shared one.
 * Built from plain elements (no Mantine components), like the sign-in page: it is a first page.
 */
export default function CreateAccountPage() {
  usePageTitle(t('createAccount.title'));
  const navigate = useNavigate();
  const form = useForm(CREATE_ACCOUNT_FORM);
  const [pending, setPending] = useState(false);
  const questions = useQuery({ ...securityQuestionsQuery, placeholderData: [...SECURITY_QUESTIONS] });

  async function afterCreated() {
    const key = storage.authorShareKey();
    if (!key) {
      navigate('/', { replace: true });
      return;
    }
    const signInToShared = await openConfirmation({
      title: t('createAccount.shareTitle'),
      message: t('createAccount.shareMessage'),
      confirmLabel: t('createAccount.shareSignIn'),
      cancelLabel: t('createAccount.shareStay'),
    });
    if (!signInToShared) {
      navigate('/', { replace: true });
      return;
    }
    const notice = await openNotification(t('createAccount.shareRedirect'));
    await signOut();
    // The notice goes with this page: the sign-in page must be usable at once.
    setTimeout(() => {
      closeModal(notice);
      navigate(`/sign-in?authorShareKey=${encodeURIComponent(key)}`);
    }, SIGN_IN_SWITCH_DELAY_MS);
  }

  const submit = form.onSubmit(async ({ confirmPassword: _, ...values }) => {
    setPending(true);
    try {
      await createAccount(
        {
          ...values,
          accountType: values.accountType as (typeof ACCOUNT_TYPES)[number],
          authorShareKey: storage.authorShareKey() ?? undefined,
        },
        form.handleServerError,
      );
      await afterCreated();
    } catch {
      setPending(false);
    }
  });

  const password = form.values.password;
  const questionOptions = [
    { value: '', label: t('createAccount.securityQuestionPlaceholder') },
    ...(questions.data ?? []).map((q) => ({ value: q, label: q })),
  ];

  return (
    <div className="narrow-page narrow-page-wide">
      <h1 className="page-title">{t('createAccount.title')}</h1>
      <p>{t('createAccount.intro')}</p>
      <form ref={form.formRef} onSubmit={submit} noValidate className="card stack">
        <p className="small-text">{t('createAccount.requiredNote')}</p>
        <div className="field-row">
          <TextField
            label={t('createAccount.firstName')}
            autoComplete="given-name"
            {...form.inputProps('firstName')}
          />
          <TextField
            label={t('createAccount.lastName')}
            autoComplete="family-name"
            {...form.inputProps('lastName')}
          />
        </div>
        <TextField
          label={t('createAccount.email')}
          type="email"
          autoComplete="email"
          {...form.inputProps('email')}
        />
        <div>
          <TextField
            label={t('createAccount.password')}
            type="password"
            autoComplete="new-password"
            {...form.inputProps('password')}
          />
          <PasswordChecklist password={password} username={form.values.email} />
        </div>
        <TextField
          label={t('createAccount.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...form.inputProps('confirmPassword')}
        />
        <SelectField
          label={t('createAccount.securityQuestion')}
          options={questionOptions}
          {...form.inputProps('secretQuestion', { commitOnChange: true })}
        />
        <TextField
          label={t('createAccount.securityAnswer')}
          autoComplete="off"
          {...form.inputProps('secretAnswer')}
        />
        <RadioGroupField
          label={t('createAccount.accountType')}
          name="accountType"
          value={String(form.values.accountType)}
          options={ACCOUNT_TYPES.map((type) => ({
            value: type,
            label: t(`createAccount.accountType.${type}`),
          }))}
          onChange={(value) => {
            form.setValue('accountType', value);
            form.commit('accountType');
          }}
          error={form.error('accountType')}
        />
        <CheckboxField label={t('createAccount.emailOptIn')} {...form.checkboxProps('emailOptedIn')} />
        <p className="small-text">
          {t('createAccount.acceptBefore')}{' '}
          {/* A new tab, so the form keeps what has been typed while the agreement is read. */}
          <a href={`/${MEMBERSHIP_AGREEMENT}`} target="_blank" rel="noopener noreferrer">
            {t('footer.page.legal/membership-agreement')}{' '}
            <span className="visually-hidden">{t('createAccount.newTab')}</span>
          </a>
          {t('createAccount.acceptAfter')}
        </p>
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <span className="spinner spinner-on-dark" aria-hidden="true" /> : null}
          {t('createAccount.submit')}
        </button>
      </form>
      <p>
        {t('createAccount.haveAccount')} <Link to="/sign-in">{t('createAccount.signIn')}</Link>
      </p>
    </div>
  );
}
