import { Button, Checkbox, Fieldset, Group, Stack } from '@mantine/core';
import type { EmailPreferences } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import { accountKeys, type Preferences, preferencesQuery, savePreferences } from '../api/account';
import { AccountPage } from '../components/AccountPage';
import { accountText } from '../messages';

/** E-mail preferences (save-prefs, preferences): the opt-in and one box per topic. */
export default function PreferencesPage() {
  const prefs = useQuery(preferencesQuery);
  return (
    <AccountPage title={accountText('preferences.title')} intro={accountText('preferences.intro')}>
      {prefs.isPending ? (
        <Loading />
      ) : prefs.isError ? (
        <LoadError onRetry={() => void prefs.refetch()} />
      ) : (
        <PreferencesForm initial={prefs.data} />
      )}
    </AccountPage>
  );
}

function PreferencesForm({ initial }: { initial: Preferences }) {
  const client = useQueryClient();
  const [optedIn, setOptedIn] = useState(initial.emailOptedIn);
  const [choices, setChoices] = useState<EmailPreferences>(initial.emailPreferences);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    try {
      const saved = await savePreferences({ emailOptedIn: optedIn, emailPreferences: choices });
      client.setQueryData(accountKeys.preferences, { ...initial, ...saved });
      void client.invalidateQueries({ queryKey: accountKeys.profile });
      showToast({ message: accountText('preferences.saved'), tone: 'success' });
    } catch {
      // The API client's central handling shows the error.
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Checkbox
          label={accountText('preferences.optIn')}
          checked={optedIn}
          onChange={(e) => setOptedIn(e.currentTarget.checked)}
        />
        <Fieldset legend={accountText('preferences.choices')} disabled={!optedIn}>
          <Stack gap="xs">
            {initial.options.map((o) => (
              <Checkbox
                key={o.key}
                label={o.label}
                checked={choices[o.key]}
                disabled={!optedIn}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setChoices((c) => ({ ...c, [o.key]: checked }));
                }}
              />
            ))}
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={pending}>
            {accountText('account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
