import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { openInformation } from '../../../components/modals/open';
import { t } from '../../../i18n';
import { storage } from '../../../lib/storage';
import { useForm } from '../../../lib/use-form';
import { usePageTitle } from '../../../lib/use-page-title';
import { signIn, useSession } from '../api/session';
import { SIGN_IN_FORM } from '../sign-in-form';

/**
 * Sign-in (spec 3 §2): e-mail and password. An authorShareKey in the address is kept for this
 * tab and sent along, so a contributor signs in to the sharing author's account. Warnings from
 * the server appear in the information modal; a wrong password shows 30004 on the password field.
 */
export default function SignInPage() {
  usePageTitle(t('signIn.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const form = useForm(SIGN_IN_FORM);
  const shareKeyInUrl = params.get('authorShareKey');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (shareKeyInUrl) storage.setAuthorShareKey(shareKeyInUrl);
  }, [shareKeyInUrl]);

  const submit = form.onSubmit(async (values) => {
    const authorShareKey = storage.authorShareKey() ?? undefined;
    setPending(true);
    try {
      const result = await signIn({ ...values, authorShareKey }, form.handleServerError);
      navigate('/', { replace: true });
      if (result.warnings.length) void openInformation(result.warnings, t('signIn.warningsTitle'));
    } catch {
      // Shown on the form (field errors) or by the API client's central handling.
      setPending(false);
    }
  });

  if (user && !shareKeyInUrl) return <Navigate to="/" replace />;

  return (
    <Stack maw={440} mx="auto" gap="md">
      <Title order={1}>{t('signIn.title')}</Title>
      <Text>{t('signIn.intro')}</Text>
      {shareKeyInUrl ? <Text fw={600}>{t('signIn.shareKeyNotice')}</Text> : null}
      <Paper withBorder p="lg" radius="md">
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              required
              {...form.inputProps('email')}
            />
            <TextInput
              label={t('signIn.password')}
              type="password"
              autoComplete="current-password"
              required
              {...form.inputProps('password')}
            />
            <Button type="submit" loading={pending}>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text>
        {t('signIn.noAccount')}{' '}
        <Anchor component={Link} to="/create-account">
          {t('signIn.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
