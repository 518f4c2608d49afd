import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type AppError, type Profile, SECURITY_QUESTIONS } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Loading } from '../../../components/Loading';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { LoadError } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import { SESSION_KEY } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import {
  accountKeys,
  type ProfileSaved,
  type ProfileUpdateBody,
  profileQuery,
  saveProfile,
} from '../api/account';
import { AccountPage } from '../components/AccountPage';
import { useReauthentication } from '../components/ReauthModal';
import { detailsForm, emailForm, passwordForm, phoneForm, securityForm } from '../forms';
import { accountText } from '../messages';

type Save = (
  patch: Partial<ProfileUpdateBody>,
  onError: (e: AppError) => boolean | undefined,
) => Promise<ProfileSaved>;

/**
 * Profile (spec 3 §2, §3): customer id, names and e-mail opt-in, e-mail (changed through a link
 * sent to the new address), password (with the current one), security question and answer, cell
 * phone. Each section saves on its own; a change that needs the password again asks for it first.
 */
export default function ProfilePage() {
  const profile = useQuery(profileQuery);
  const client = useQueryClient();
  const reauth = useReauthentication();

  const save: Save = async (patch, onError) => {
    const p = profile.data as Profile;
    const base: ProfileUpdateBody = {
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      emailOptedIn: p.emailOptedIn,
      cellPhoneNumber: p.cellPhoneNumber,
      secretQuestion: p.secretQuestion,
    };
    const saved = await reauth.run((handle) => saveProfile({ ...base, ...patch }, handle), onError);
    client.setQueryData(accountKeys.profile, saved.profile);
    void client.invalidateQueries({ queryKey: SESSION_KEY });
    return saved;
  };

  return (
    <AccountPage title={accountText('profile.title')} intro={accountText('profile.intro')}>
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <Text size="sm">{accountText('profile.customerId', { id: profile.data.customerId })}</Text>
          <DetailsSection profile={profile.data} save={save} />
          <EmailSection profile={profile.data} save={save} />
          <PasswordSection profile={profile.data} save={save} />
          <SecuritySection profile={profile.data} save={save} />
          <PhoneSection profile={profile.data} save={save} />
        </>
      )}
      {reauth.modal}
    </AccountPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Runs a save with the form's pending state; failures land on the form or in the central dialog. */
function useSubmitting() {
  const [pending, setPending] = useState(false);
  async function submitting(work: () => Promise<void>) {
    setPending(true);
    try {
      await work();
    } catch {
      // Shown on the form (field errors) or by the API client's central handling.
    } finally {
      setPending(false);
    }
  }
  return { pending, submitting };
}

function DetailsSection({ profile, save }: { profile: Profile; save: Save }) {
  const form = useForm(detailsForm(profile));
  const { pending, submitting } = useSubmitting();
  const submit = form.onSubmit((values) =>
    submitting(async () => {
      await save(values, form.handleServerError);
      showToast({ message: accountText('account.saved'), tone: 'success' });
    }),
  );
  return (
    <Section title={accountText('profile.details')}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={accountText('profile.firstName')}
              autoComplete="given-name"
              miw={200}
              {...form.inputProps('firstName')}
            />
            <TextInput
              label={accountText('profile.lastName')}
              autoComplete="family-name"
              miw={200}
              {...form.inputProps('lastName')}
            />
          </Group>
          <Checkbox label={accountText('profile.emailOptIn')} {...form.checkboxProps('emailOptedIn')} />
          <Group>
            <Button type="submit" loading={pending}>
              {accountText('account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function EmailSection({ profile, save }: { profile: Profile; save: Save }) {
  const form = useForm(emailForm());
  const { pending, submitting } = useSubmitting();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.onSubmit(({ email }) =>
    submitting(async () => {
      await save({ email }, form.handleServerError);
      setSentTo(email.trim().toLowerCase());
      form.form.reset();
    }),
  );
  const pendingEmail = sentTo ?? profile.pendingEmail;
  return (
    <Section title={accountText('profile.email')}>
      <Text>{accountText('profile.emailCurrent', { email: profile.email })}</Text>
      {pendingEmail ? (
        <Alert role="status" color="blue">
          {sentTo
            ? accountText('profile.emailSent', { email: sentTo })
            : accountText('profile.emailPending', { email: pendingEmail })}
        </Alert>
      ) : null}
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={accountText('profile.emailNew')}
            type="email"
            autoComplete="email"
            {...form.inputProps('email')}
          />
          <Group>
            <Button type="submit" loading={pending}>
              {accountText('profile.emailSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function PasswordSection({ profile, save }: { profile: Profile; save: Save }) {
  const form = useForm(passwordForm(profile));
  const { pending, submitting } = useSubmitting();
  const submit = form.onSubmit(({ currentPassword, password }) =>
    submitting(async () => {
      await save({ currentPassword, password }, form.handleServerError);
      form.form.reset();
      showToast({ message: accountText('profile.passwordChanged'), tone: 'success' });
    }),
  );
  return (
    <Section title={accountText('profile.password')}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={accountText('profile.currentPassword')}
            autoComplete="current-password"
            {...form.inputProps('currentPassword')}
          />
          <div>
            <PasswordInput
              label={accountText('profile.newPassword')}
              autoComplete="new-password"
              {...form.inputProps('password')}
            />
            <PasswordChecklist password={String(form.values.password)} username={profile.email} />
          </div>
          <PasswordInput
            label={accountText('profile.confirmPassword')}
            autoComplete="new-password"
            {...form.inputProps('confirmPassword')}
          />
          <Group>
            <Button type="submit" loading={pending}>
              {accountText('profile.passwordSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function SecuritySection({ profile, save }: { profile: Profile; save: Save }) {
  const form = useForm(securityForm(profile));
  const { pending, submitting } = useSubmitting();
  const questions = SECURITY_QUESTIONS.includes(profile.secretQuestion as (typeof SECURITY_QUESTIONS)[number])
    ? [...SECURITY_QUESTIONS]
    : [profile.secretQuestion, ...SECURITY_QUESTIONS];
  const submit = form.onSubmit((values) =>
    submitting(async () => {
      await save(values, form.handleServerError);
      form.form.reset({ secretQuestion: values.secretQuestion });
      showToast({ message: accountText('account.saved'), tone: 'success' });
    }),
  );
  return (
    <Section title={accountText('profile.security')}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label={accountText('profile.securityQuestion')}
            data={questions}
            {...form.inputProps('secretQuestion', { commitOnChange: true })}
          />
          <TextInput
            label={accountText('profile.securityAnswer')}
            autoComplete="off"
            {...form.inputProps('secretAnswer')}
          />
          <Group>
            <Button type="submit" loading={pending}>
              {accountText('profile.securitySubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function PhoneSection({ profile, save }: { profile: Profile; save: Save }) {
  const form = useForm(phoneForm(profile));
  const { pending, submitting } = useSubmitting();
  const submit = form.onSubmit(({ cellPhoneNumber }) =>
    submitting(async () => {
      await save({ cellPhoneNumber }, form.handleServerError);
      showToast({ message: accountText('account.saved'), tone: 'success' });
    }),
  );
  return (
    <Section title={accountText('profile.phone')}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={accountText('profile.phoneNumber')}
            description={accountText('profile.phoneHint')}
            type="tel"
            autoComplete="tel-national"
            maxLength={12}
            {...form.inputProps('cellPhoneNumber')}
          />
          <Group>
            <Button type="submit" loading={pending}>
              {accountText('profile.phoneSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
