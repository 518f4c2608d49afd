import { Button, Checkbox, Loader, Stack, Text } from '@mantine/core';
import type { EpubSpineItem } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StepHeader } from '../../../components/StepHeader';
import { invalidateProject } from '../../../lib/project-query';
import { createCustomSample, preflightKey } from '../api/files';
import { usePreviewInfo } from '../api/previews';
import { CheckStatus } from '../components/CheckStatus';
import { errorText } from '../lib/error-text';
import { filesText } from '../messages';
import type { FileStepProps } from './step-props';

/** The chosen hrefs in the interior's spine order, whatever order they were ticked in. */
export function inSpineOrder(spine: readonly EpubSpineItem[], chosen: ReadonlySet<string>): string[] {
  return spine.filter((s) => chosen.has(s.href)).map((s) => s.href);
}

/**
 * interior/select-sample (selected sample): tick chapters of the interior's spine; "Create my
 * sample" sends them (POST createCustomSample {hrefs}) and the sample's check follows.
 */
export function SelectSampleStep({ project }: FileStepProps) {
  const client = useQueryClient();
  const preview = usePreviewInfo(project.id, false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const spine = preview.data?.spine ?? [];

  async function create() {
    if (chosen.size === 0) {
      setError(filesText('files.select.none'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createCustomSample(project.id, inSpineOrder(spine, chosen));
      await client.refetchQueries({ queryKey: preflightKey(project.id, 'SAMPLE') });
      void invalidateProject(client, project.id, { exact: true });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  let body: React.ReactNode;
  if (preview.isPending) {
    body = (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {filesText('files.select.loading')}
      </Text>
    );
  } else if (preview.isError) {
    body = <Text c="red.9">{filesText('files.select.failed')}</Text>;
  } else if (spine.length === 0) {
    body = <Text>{filesText('files.select.empty')}</Text>;
  } else {
    body = (
      <Checkbox.Group
        label={filesText('files.select.legend')}
        description={filesText('files.select.count', { count: chosen.size, total: spine.length })}
        error={error}
        value={[...chosen]}
        onChange={(values) => setChosen(new Set(values))}
      >
        <Stack gap="xs" mt="xs">
          {spine.map((s) => (
            <Checkbox
              key={s.href}
              value={s.href}
              label={s.title ?? filesText('files.select.untitled', { href: s.href })}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }

  return (
    <Stack maw={760}>
      <StepHeader title={filesText('files.select.title')}>{filesText('files.select.intro')}</StepHeader>
      {body}
      {spine.length ? (
        <Button onClick={() => void create()} loading={busy} style={{ alignSelf: 'flex-start' }}>
          {filesText('files.select.create')}
        </Button>
      ) : null}
      {error && spine.length === 0 ? (
        <Text c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
      <CheckStatus projectId={project.id} elementType="SAMPLE" />
    </Stack>
  );
}
