import '../styles';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { PROJECT_MESSAGES, PROJECT_TYPE_LABELS, type ProjectType } from '@quire/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { StepHeader } from '../../../components/StepHeader';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { builderText } from '../messages';

/** The three kinds of book, in the order an author meets them, with what each means. */
export const BOOK_TYPE_CHOICES: ReadonlyArray<{ type: ProjectType; label: string; explanation: string }> = (
  ['EBOOK', 'PRINT', 'POD'] as const
).map((type) => ({ type, label: PROJECT_TYPE_LABELS[type], explanation: builderText(`type.${type}`) }));

/** build-a-book/choose-book-type: the first step of a new project. */
export default function ChooseBookTypePage() {
  usePageTitle(builderText('type.pageTitle'));
  const { data: user, isPending } = useSession();
  // The choice is also kept in the address (?type=), as the next step's is: it survives a reload,
  // the Back button from the title step and a remount of the page while the app settles. The
  // page's own state shows it at once: the router applies an address change as a transition, later.
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState<string>(params.get('type') ?? '');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  if (!isPending && !user) return <Navigate to="/sign-in" replace />;

  function next(e: React.FormEvent) {
    e.preventDefault();
    if (!type) {
      setError(PROJECT_MESSAGES.type);
      return;
    }
    navigate(`/build-a-book/create-book-title?type=${type}`);
  }

  return (
    <form onSubmit={next} noValidate>
      <Stack maw={720}>
        <StepHeader title={builderText('type.title')}>{builderText('type.intro')}</StepHeader>
        <Radio.Group
          label={builderText('type.label')}
          required
          value={type}
          error={error}
          onChange={(v) => {
            setType(v);
            setParams({ type: v }, { replace: true });
            setError(null);
          }}
        >
          <Stack mt="sm">
            {BOOK_TYPE_CHOICES.map((c) => (
              <Radio.Card key={c.type} value={c.type} p="md" radius="md" className="builder-choice">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{c.label}</Text>
                    <Text size="sm">{c.explanation}</Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button type="submit">{builderText('builder.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
