import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ACCOUNT_TYPES, SECURITY_QUESTIONS } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
    <Stack maw={560} mx="auto" gap="md">
      <Title order={1}>{t('createAccount.title')}</Title>
      <Text>{t('createAccount.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('createAccount.requiredNote')}</Text>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={t('createAccount.firstName')}
                autoComplete="given-name"
                miw={200}
                {...form.inputProps('firstName')}
              />
              <TextInput
                label={t('createAccount.lastName')}
                autoComplete="family-name"
                miw={200}
                {...form.inputProps('lastName')}
              />
            </Group>
            <TextInput
              label={t('createAccount.email')}
              type="email"
              autoComplete="email"
              {...form.inputProps('email')}
            />
            <div>
              <TextInput
                label={t('createAccount.password')}
                type="password"
                autoComplete="new-password"
                {...form.inputProps('password')}
              />
              <PasswordChecklist password={password} username={form.values.email} />
            </div>
            <TextInput
              label={t('createAccount.confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...form.inputProps('confirmPassword')}
            />
            <NativeSelect
              label={t('createAccount.securityQuestion')}
              data={questionOptions}
              {...form.inputProps('secretQuestion', { commitOnChange: true })}
            />
            <TextInput
              label={t('createAccount.securityAnswer')}
              autoComplete="off"
              {...form.inputProps('secretAnswer')}
            />
            <Radio.Group
              label={t('createAccount.accountType')}
              value={String(form.values.accountType)}
              onChange={(value) => {
                form.setValue('accountType', value);
                form.commit('accountType');
              }}
              error={form.error('accountType') ?? undefined}
            >
              <Stack gap="xs" mt="xs">
                {ACCOUNT_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`createAccount.accountType.${type}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Checkbox label={t('createAccount.emailOptIn')} {...form.checkboxProps('emailOptedIn')} />
            <Text size="sm">
              {t('createAccount.acceptBefore')}{' '}
              {/* A new tab, so the form keeps what has been typed while the agreement is read. */}
              <Anchor href={`/${MEMBERSHIP_AGREEMENT}`} target="_blank" rel="noopener noreferrer">
                {t('footer.page.legal/membership-agreement')}{' '}
                <span className="visually-hidden">{t('createAccount.newTab')}</span>
              </Anchor>
              {t('createAccount.acceptAfter')}
            </Text>
            <Button type="submit" loading={pending}>
              {t('createAccount.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text>
        {t('createAccount.haveAccount')}{' '}
        <Anchor component={Link} to="/sign-in">
          {t('createAccount.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
