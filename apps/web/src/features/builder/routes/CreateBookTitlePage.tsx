import '../styles';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  maxLength,
  PROJECT_MESSAGES,
  PROJECT_TYPES,
  type ProjectType,
  required,
  TITLE_MAX,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { StepHeader } from '../../../components/StepHeader';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { usePageTitle } from '../../../lib/use-page-title';
import { saveProject } from '../api/project';
import { builderText } from '../messages';
import { next, stepPath, wizardContext } from '../wizard';

/**
 * Every book is created with its title (spec 1 §5's required rule; the server refuses a book
 * without one): no book is named behind its author's back.
 */
export function titleForm() {
  return {
    title: {
      label: builderText('create.field.title'),
      initial: '',
      rules: [required(PROJECT_MESSAGES.title), maxLength(TITLE_MAX)],
    },
    subtitle: { label: builderText('create.field.subtitle'), initial: '', rules: [maxLength(TITLE_MAX)] },
  };
}

/** build-a-book/create-book-title: creates the project (POST /api/project) and continues in the wizard. */
export default function CreateBookTitlePage() {
  usePageTitle(builderText('create.pageTitle'));
  const [params] = useSearchParams();
  const type = params.get('type') as ProjectType | null;
  const { data: user, isPending } = useSession();
  const form = useForm(titleForm());
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();

  if (!isPending && !user) return <Navigate to="/sign-in" replace />;
  // The type comes first (spec 1 §2).
  if (!type || !PROJECT_TYPES.includes(type)) return <Navigate to="/build-a-book/choose-book-type" replace />;

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const project = await saveProject(
        client,
        { type, title: values.title, subtitle: values.subtitle || null },
        form.handleServerError,
      );
      const first = next(project, { section: 'create-book-title', child: null }, wizardContext(user));
      navigate(first ? stepPath(project.id, first) : `/${project.id}/summary`);
    } catch {
      setBusy(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack maw={640}>
        <StepHeader title={builderText('create.title')}>{builderText('create.intro')}</StepHeader>
        <TextInput label={builderText('create.bookTitle')} required {...form.inputProps('title')} />
        <TextInput label={builderText('create.subtitle')} {...form.inputProps('subtitle')} />
        <Group justify="space-between">
          <Button variant="default" component={Link} to={`/build-a-book/choose-book-type?type=${type}`}>
            {builderText('builder.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {builderText('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
