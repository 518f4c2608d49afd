import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/QueryState';
import { securityHistoryQuery } from '../api/passkeys';
import { PK } from '../passkey-messages';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The account's security history (decision 048): newest first, the last 50 entries. */
export function SecurityHistory() {
  const events = useQuery(securityHistoryQuery);
  const c = PK.historyColumns;
  return (
    <section aria-labelledby="security-history">
      <Title order={2} size="h3" id="security-history">
        {PK.historyTitle}
      </Title>
      <Text mb="sm">{PK.historyIntro}</Text>
      {events.isPending ? (
        <Loading />
      ) : events.isError ? (
        <LoadError onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <Text>{PK.historyNone}</Text>
      ) : (
        <Table className="account-table">
          <Table.Caption className="visually-hidden">{PK.historyTitle}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{c.at}</Table.Th>
              <Table.Th scope="col">{c.what}</Table.Th>
              <Table.Th scope="col">{c.passkey}</Table.Th>
              <Table.Th scope="col">{c.device}</Table.Th>
              <Table.Th scope="col">{c.ip}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{when(e.at)}</Table.Td>
                <Table.Th scope="row">{e.label}</Table.Th>
                <Table.Td>{e.passkeyName ?? '—'}</Table.Td>
                <Table.Td>{e.device}</Table.Td>
                <Table.Td>{e.ip || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
