import { Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  CONTRIBUTOR_ROLES,
  type ContributorRoleCode,
  hasAuthor,
  maxLength,
  PROJECT_MESSAGES,
  type ProjectContributor,
  pattern,
  required,
  uniqueContributorEmail,
} from '@quire/domain';
import { useId, useRef, useState } from 'react';
import { StepHeader } from '../../../components/StepHeader';
import { tFull } from '../../../i18n/full';
import { useForm } from '../../../lib/use-form';
import { SaveStatus } from '../components/SaveStatus';
import { builderText } from '../messages';
import { useNextGuard } from '../next-guard';
import type { StepProps } from '../step-props';
import { useSaveState } from '../use-save-state';

const roleLabel = (code: string) => CONTRIBUTOR_ROLES.find((r) => r.code === code)?.label ?? code;

/** Spec 1 §5's required message for the book's author: 'Please enter the author.' */
export const authorRequiredMessage = () =>
  tFull('form.required', { label: builderText('author.field.author') });

/** book-details/author: the contributors with their roles. */
export function AuthorStep({ project }: StepProps) {
  const [list, setList] = useState<ProjectContributor[]>(project.contributors);
  // The rule reads the list as it is now, not as it was when the form was made.
  const current = useRef(list);
  current.current = list;
  const form = useForm({
    firstName: {
      label: builderText('author.field.firstName'),
      initial: '',
      rules: [required(), maxLength(40)],
    },
    lastName: {
      label: builderText('author.field.lastName'),
      initial: '',
      rules: [required(), maxLength(40)],
    },
    role: { label: builderText('author.field.role'), initial: 'A', rules: [required(PROJECT_MESSAGES.role)] },
    email: {
      label: builderText('author.field.email'),
      initial: '',
      rules: [
        pattern(/.+@.+\..+/, PROJECT_MESSAGES.email),
        uniqueContributorEmail(() => current.current.map((c) => c.email ?? '').filter(Boolean)),
      ],
    },
  });
  // Next without an author says so and stays (nothing is added for the author).
  const [askAuthor, setAskAuthor] = useState(false);
  const missingId = useId();
  const missing = askAuthor && !hasAuthor(list);
  useNextGuard(() => {
    if (hasAuthor(current.current)) return true;
    setAskAuthor(true);
    document.getElementsByName('firstName')[0]?.focus();
    return false;
  });
  // The server names a contributor's field by its place (contributors.1.email): show it on the new one's control.
  const save = useSaveState(project.id, {
    onFieldErrors: (e) =>
      form.setServerErrors(
        e.items.map((i) => ({ ...i, field: i.field?.replace(/^contributors\.\d+\./, '') ?? i.field })),
      ).length === 0,
  });

  async function store(next: ProjectContributor[]) {
    const previous = list;
    setList(next);
    const saved = await save.saveNow({ contributors: next });
    if (!saved) setList(previous);
    return saved;
  }

  const add = form.onSubmit(async (v) => {
    const contributor: ProjectContributor = {
      firstName: v.firstName,
      lastName: v.lastName,
      role: v.role as ContributorRoleCode,
      ...(v.email ? { email: v.email } : {}),
    };
    if (await store([...list, contributor])) form.form.reset();
  });

  return (
    <Stack maw={720}>
      <StepHeader title={builderText('author.title')}>{builderText('author.intro')}</StepHeader>
      {list.length ? (
        <Table>
          <Table.Caption>{builderText('author.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{builderText('author.name')}</Table.Th>
              <Table.Th>{builderText('author.role')}</Table.Th>
              <Table.Th>{builderText('author.email')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{builderText('author.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((c, i) => (
              <Table.Tr key={`${c.firstName}|${c.lastName}|${c.role}|${c.email ?? ''}`}>
                <Table.Td>
                  {c.firstName} {c.lastName}
                </Table.Td>
                <Table.Td>{roleLabel(c.role)}</Table.Td>
                <Table.Td>{c.email ?? ''}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={builderText('author.removeName', { name: `${c.firstName} ${c.lastName}` })}
                    onClick={() => void store(list.filter((_, j) => j !== i))}
                  >
                    {builderText('author.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {missing ? (
        <Text c="red.9" size="sm" role="alert" id={missingId}>
          {authorRequiredMessage()}
        </Text>
      ) : null}
      <form
        ref={form.formRef}
        onSubmit={add}
        noValidate
        aria-label={builderText('author.add')}
        aria-describedby={missing ? missingId : undefined}
      >
        <Stack>
          <Group grow align="flex-start">
            <TextInput label={builderText('author.firstName')} required {...form.inputProps('firstName')} />
            <TextInput label={builderText('author.lastName')} required {...form.inputProps('lastName')} />
          </Group>
          <Group grow align="flex-start">
            <NativeSelect
              label={builderText('author.role')}
              required
              data={CONTRIBUTOR_ROLES.map((r) => ({ value: r.code, label: r.label }))}
              {...form.inputProps('role', { commitOnChange: true })}
            />
            <TextInput
              label={builderText('author.emailOptional')}
              type="email"
              {...form.inputProps('email')}
            />
          </Group>
          <Group>
            <Button type="submit">{builderText('author.submit')}</Button>
          </Group>
        </Stack>
      </form>
      <SaveStatus state={save.state} message={save.message} />
    </Stack>
  );
}
