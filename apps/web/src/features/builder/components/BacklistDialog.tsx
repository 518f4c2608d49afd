import '@mantine/core/styles/VisuallyHidden.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  type ApiErrorItem,
  type AppError,
  errorDefinition,
  hyphenateIsbn,
  type Project,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showToast } from '../../../components/toasts';
import {
  applyBacklist,
  type BacklistAnswer,
  type BacklistChangeItem,
  type BacklistFieldName,
  backlistKey,
  previewBacklist,
} from '../api/backlist';
import { builderText } from '../messages';

/** The ISBN problems the dialog explains itself (in the spec's words); anything else reaches the API client's handling. */
const ISBN_CODES = new Set(['21063', '21006', '21040']);

/** A refusal of the save (a project rule, an ISBN rule) is shown in the dialog; a session problem is not ours. */
const refusal = (error: AppError) => error.status === 400 || error.status === 404 || error.status === 409;

/** One field that would change: its checkbox, the book's value and the catalogue's, read together. */
function ChangeRow({
  change,
  checked,
  onToggle,
}: {
  change: BacklistChangeItem;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Checkbox
          label={change.label}
          checked={checked}
          onChange={(e) => onToggle(e.currentTarget.checked)}
          aria-describedby={`${id}-current ${id}-catalogue`}
        />
      </Table.Th>
      <Table.Td id={`${id}-current`}>
        <VisuallyHidden>{builderText('backlist.current')}</VisuallyHidden>
        {change.current ?? builderText('backlist.empty')}
      </Table.Td>
      <Table.Td id={`${id}-catalogue`}>
        <VisuallyHidden>{builderText('backlist.catalogue')}</VisuallyHidden>
        {change.catalogue}
      </Table.Td>
    </Table.Tr>
  );
}

function Problems({ title, items }: { title?: string; items: readonly ApiErrorItem[] }) {
  return (
    <Alert color="red" title={title} role="alert">
      {items.length === 1 ? (
        items[0]?.description
      ) : (
        <List size="sm">
          {items.map((i) => (
            <List.Item key={`${i.code}:${i.field ?? ''}`}>{i.description}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * The backlist dialog (BacklistMetadata opens it; its own chunk, loaded when it opens): the
 * listing, each field it would change with a checkbox (all ticked), and "Apply selected".
 */
export function BacklistDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const client = useQueryClient();
  const isbn = project.isbn ?? project.ean;
  const [isbnProblem, setIsbnProblem] = useState<ApiErrorItem[] | null>(null);
  const preview = useQuery({
    queryKey: backlistKey(project.id, isbn),
    queryFn: () =>
      previewBacklist(project.id, (error) => {
        const known = error.items.filter((i) => ISBN_CODES.has(i.code));
        if (known.length === 0) return false;
        // The spec's words for the code, whatever the server said.
        setIsbnProblem(known.map((i) => ({ ...i, description: errorDefinition(i.code).message })));
        return true;
      }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const [unticked, setUnticked] = useState<ReadonlySet<BacklistFieldName>>(new Set());
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<ApiErrorItem[] | null>(null);
  const answer: BacklistAnswer | undefined = preview.data;
  const changes = answer?.changes ?? [];
  const selected = changes.filter((c) => !unticked.has(c.field)).map((c) => c.field);

  function toggle(field: BacklistFieldName, on: boolean) {
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(field);
      else next.add(field);
      return next;
    });
  }

  async function applySelected() {
    setPending(true);
    setFailed(null);
    try {
      const result = await applyBacklist(client, project.id, selected, (error) => {
        if (!refusal(error)) return false;
        setFailed(error.items);
        return true;
      });
      const labels = changes.filter((c) => result.applied.includes(c.field)).map((c) => c.label);
      if (labels.length > 0) {
        showToast({
          message: builderText('backlist.applied', { fields: labels.join(', ') }),
          tone: 'success',
        });
      }
      onClose();
    } catch {
      // A refusal is shown in the dialog; anything else by the API client.
    } finally {
      setPending(false);
    }
  }

  const display = isbn ? hyphenateIsbn(isbn) : '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={builderText('backlist.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': builderText('backlist.closeX') }}
    >
      <Stack gap="md">
        {preview.isPending && !isbnProblem ? (
          <Text role="status">{builderText('backlist.loading', { isbn: display })}</Text>
        ) : null}
        {isbnProblem ? <Problems items={isbnProblem} /> : null}
        {preview.isError && !isbnProblem ? (
          <Alert color="red" role="alert">
            {builderText('backlist.loadFailed')}
          </Alert>
        ) : null}
        {answer ? (
          <Text size="sm">
            {builderText('backlist.listing', {
              isbn: hyphenateIsbn(answer.isbn),
              title: answer.listing.title,
              publisher: answer.listing.publisherName,
            })}
          </Text>
        ) : null}
        {answer && changes.length === 0 ? <Text role="status">{builderText('backlist.none')}</Text> : null}
        {changes.length > 0 ? (
          <>
            <Text size="sm">{builderText('backlist.choose')}</Text>
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label={builderText('backlist.table')} withTableBorder verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{builderText('backlist.col.detail')}</Table.Th>
                    <Table.Th scope="col">{builderText('backlist.col.current')}</Table.Th>
                    <Table.Th scope="col">{builderText('backlist.col.catalogue')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changes.map((c) => (
                    <ChangeRow
                      key={c.field}
                      change={c}
                      checked={!unticked.has(c.field)}
                      onToggle={(on) => toggle(c.field, on)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" aria-live="polite">
              {builderText('backlist.selected', { count: selected.length, total: changes.length })}
            </Text>
          </>
        ) : null}
        {failed ? <Problems title={builderText('backlist.failed')} items={failed} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {builderText('backlist.cancel')}
          </Button>
          {changes.length > 0 ? (
            <Button loading={pending} disabled={selected.length === 0} onClick={() => void applySelected()}>
              {builderText('backlist.apply')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
