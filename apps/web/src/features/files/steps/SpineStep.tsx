import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { Project } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StepHeader } from '../../../components/StepHeader';
import { invalidateProject } from '../../../lib/project-query';
import { buildSpine, preflightKey } from '../api/files';
import { CheckStatus } from '../components/CheckStatus';
import { errorText } from '../lib/error-text';
import { filesText } from '../messages';
import type { FileStepProps } from './step-props';

const HEX = /^#[0-9a-f]{6}$/i;

/** Both separate covers are on the project: the spine can join them. */
export const coversReady = (p: Pick<Project, 'coverFrontFile' | 'coverBackFile'>) =>
  Boolean(p.coverFrontFile && p.coverBackFile);

/**
 * cover/spine (separate covers, approved interior): choose the spine colour; "Build my cover"
 * (POST spine) joins front, spine and back into the full cover, whose check follows here.
 */
export function SpineStep({ project }: FileStepProps) {
  const client = useQueryClient();
  const [color, setColor] = useState(
    project.spineColor && HEX.test(project.spineColor) ? project.spineColor : '#ffffff',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = coversReady(project);

  async function build() {
    setBusy(true);
    setError(null);
    try {
      await buildSpine(project.id, color);
      await client.refetchQueries({ queryKey: preflightKey(project.id, 'FULL_COVER') });
      void invalidateProject(client, project.id);
    } catch (e) {
      setError(filesText('files.spine.failed', { message: errorText(e) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack maw={760}>
      <StepHeader title={filesText('spine.title')}>{filesText('spine.intro')}</StepHeader>
      <TextInput
        type="color"
        label={filesText('spine.color')}
        w={160}
        value={color}
        onChange={(e) => setColor(e.currentTarget.value)}
        error={error}
      />
      <Text size="sm">{filesText('spine.hint')}</Text>
      {ready ? null : <Text size="sm">{filesText('files.spine.needCovers')}</Text>}
      <Button
        onClick={() => void build()}
        loading={busy}
        disabled={!ready}
        style={{ alignSelf: 'flex-start' }}
      >
        {filesText('files.spine.build')}
      </Button>
      <CheckStatus projectId={project.id} elementType="FULL_COVER" />
    </Stack>
  );
}
