import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { AppError } from '@quire/domain';
import { describeUserAgent } from '@quire/domain/accounts/devices';
import { suggestedPasskeyName } from '@quire/domain/accounts/passkeys';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Loading } from '../../../components/Loading';
import { openConfirmation } from '../../../components/modals/open';
import { LoadError } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import { createPasskey, type PasskeyRefusal } from '../../../lib/passkeys';
import {
  addPasskey,
  type Passkey,
  passkeyKeys,
  passkeysQuery,
  type RegistrationOptions,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from '../api/passkeys';
import { twoStepKey } from '../api/two-step';
import { AccountPage } from '../components/AccountPage';
import { PasskeyNameDialog, passkeyErrorText } from '../components/PasskeyNameDialog';
import { useReauthentication } from '../components/ReauthModal';
import { SecurityHistory } from '../components/SecurityHistory';
import { PK } from '../passkey-messages';

const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

const REFUSED: Record<PasskeyRefusal, string> = {
  cancelled: PK.cancelled,
  already: PK.already,
  unsupported: PK.unsupported,
  failed: PK.cancelled,
};

type Dialog = { kind: 'none' } | { kind: 'add' } | { kind: 'rename'; passkey: Passkey };

/**
 * Passkeys (decision 048): the account's passkeys with their names, when added and last used;
 * adding one (the password again when the server asks, a name, then the browser creates it),
 * renaming and removing (confirmed); and the account's security history.
 */
export default function PasskeysPage() {
  const passkeys = useQuery(passkeysQuery);
  const client = useQueryClient();
  const reauth = useReauthentication();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  // The registration options fetched before the name is asked (re-authentication first); used once.
  const options = useRef<RegistrationOptions | null>(null);
  const close = () => setDialog({ kind: 'none' });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: passkeyKeys.list });
    void client.invalidateQueries({ queryKey: passkeyKeys.history });
    void client.invalidateQueries({ queryKey: twoStepKey });
  };

  /** "Add a passkey": the password again if the server asks, then the name. */
  async function startAdd() {
    try {
      options.current = await reauth.run(
        (handler) => registrationOptions(handler),
        () => undefined,
      );
      setDialog({ kind: 'add' });
    } catch {
      // Shown by the API client (at most 20 passkeys), or the password was not entered.
    }
  }

  /** Answers the problem to show in the dialog, or null once the passkey is added. */
  async function add(name: string): Promise<string | null> {
    let problem: string | null = null;
    const onError = (e: AppError) => {
      problem = passkeyErrorText(e);
      return true;
    };
    try {
      // A second try asks for new options: a challenge works once.
      const optionsJSON =
        options.current ?? (await reauth.run((handler) => registrationOptions(handler), onError));
      options.current = null;
      const created = await createPasskey(optionsJSON);
      if (!created.ok) return REFUSED[created.reason];
      await reauth.run((handler) => addPasskey({ name, response: created.value as never }, handler), onError);
    } catch {
      return problem ?? PK.cancelled;
    }
    close();
    showToast({ message: PK.added, tone: 'success' });
    refresh();
    return null;
  }

  async function rename(passkey: Passkey, name: string): Promise<string | null> {
    let problem: string | null = null;
    try {
      await renamePasskey(passkey.id, name, (e) => {
        problem = passkeyErrorText(e);
        return true;
      });
    } catch {
      return problem;
    }
    close();
    showToast({ message: PK.renamed, tone: 'success' });
    refresh();
    return null;
  }

  async function remove(passkey: Passkey) {
    const ok = await openConfirmation({
      title: PK.removeTitle,
      message: PK.removeConfirm(passkey.name),
      confirmLabel: PK.remove,
    });
    if (!ok) return;
    try {
      await reauth.run(
        (handler) => removePasskey(passkey.id, handler),
        () => undefined,
      );
      showToast({ message: PK.removed, tone: 'success' });
      refresh();
    } catch {
      // Shown by the API client (the last passkey two-step asks for, a passkey already gone).
    }
  }

  const list = passkeys.data ?? [];
  const c = PK.columns;
  return (
    <AccountPage title={PK.title} intro={PK.intro}>
      <Stack gap="lg">
        {passkeys.isPending ? (
          <Loading />
        ) : passkeys.isError ? (
          <LoadError onRetry={() => void passkeys.refetch()} />
        ) : list.length === 0 ? (
          <Text role="status">{PK.none}</Text>
        ) : (
          <Table className="account-table">
            <Table.Caption className="visually-hidden">{PK.listLabel}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{c.name}</Table.Th>
                <Table.Th scope="col">{c.added}</Table.Th>
                <Table.Th scope="col">{c.lastUsed}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{PK.rename}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Th scope="row">
                    {p.name}{' '}
                    {p.synced ? (
                      <Badge variant="light" color="blue.9">
                        {PK.synced}
                      </Badge>
                    ) : null}
                  </Table.Th>
                  <Table.Td>{day(p.createdAt)}</Table.Td>
                  <Table.Td>{p.lastUsedAt ? day(p.lastUsedAt) : PK.never}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`${PK.rename} ${p.name}`}
                        onClick={() => setDialog({ kind: 'rename', passkey: p })}
                      >
                        {PK.rename}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red.9"
                        aria-label={`${PK.remove} ${p.name}`}
                        onClick={() => void remove(p)}
                      >
                        {PK.remove}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group>
          <Button onClick={() => void startAdd()}>{PK.add}</Button>
        </Group>
        <SecurityHistory />
      </Stack>
      {dialog.kind === 'add' ? (
        <PasskeyNameDialog
          title={PK.addTitle}
          intro={PK.addIntro}
          initial={suggestedPasskeyName(describeUserAgent(navigator.userAgent))}
          submitLabel={PK.create}
          onSubmit={add}
          onClose={close}
        />
      ) : null}
      {dialog.kind === 'rename' ? (
        <PasskeyNameDialog
          title={PK.renameTitle}
          initial={dialog.passkey.name}
          submitLabel={PK.save}
          onSubmit={(name) => rename(dialog.passkey, name)}
          onClose={close}
        />
      ) : null}
      {reauth.modal}
    </AccountPage>
  );
}
