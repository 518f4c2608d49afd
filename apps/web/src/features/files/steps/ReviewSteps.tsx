import { Button, Stack, Text, Title } from '@mantine/core';
import type { ElementType, Project } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { StepHeader } from '../../../components/StepHeader';
import { invalidateProject } from '../../../lib/project-query';
import { approveFile } from '../api/files';
import { CheckStatus } from '../components/CheckStatus';
import { PageCountNotice } from '../components/PageCountNotice';
import { errorText } from '../lib/error-text';
import { filesText } from '../messages';
import { CoverPreview } from '../preview/CoverPreview';
import { InteriorPreview } from '../preview/InteriorPreview';
import type { FileStepProps } from './step-props';

type Reviewed = Extract<ElementType, 'INTERIOR' | 'FULL_COVER' | 'SAMPLE'>;

const approvedOf = (p: Project, e: Reviewed) =>
  e === 'INTERIOR' ? p.interiorApproved : e === 'SAMPLE' ? p.sampleApproved : p.coverFullApproved;

/** Approve (POST approve / approveSample) and the approval as the project holds it. */
export function ApproveButton({ project, elementType }: { project: Project; elementType: Reviewed }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approved = approvedOf(project, elementType);

  async function approve() {
    setBusy(true);
    setError(null);
    try {
      await approveFile(project.id, elementType);
      await invalidateProject(client, project.id, { exact: true });
    } catch (e) {
      setError(filesText('files.approve.failed', { message: errorText(e) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button onClick={() => void approve()} loading={busy} disabled={approved}>
        {filesText(`files.approve.${elementType}`)}
      </Button>
      <Text size="sm" role="status" c={approved ? 'green.9' : undefined}>
        {approved ? filesText(`files.approved.${elementType}`) : ''}
      </Text>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function Review({
  project,
  elementType,
  what,
}: {
  project: Project;
  elementType: Reviewed;
  what: 'interior' | 'cover' | 'sample';
}) {
  const previewId = useId();
  return (
    <Stack maw={960}>
      <StepHeader title={filesText(`file.title.review.${what}`)}>
        {filesText(`file.intro.review.${what}`)}
      </StepHeader>
      {elementType === 'SAMPLE' ? null : <PageCountNotice project={project} />}
      <CheckStatus projectId={project.id} elementType={elementType} />
      <section aria-labelledby={previewId} className="files-preview">
        <Title order={2} size="h3" id={previewId}>
          {filesText(`files.preview.${elementType}`)}
        </Title>
        {elementType === 'FULL_COVER' ? (
          <CoverPreview project={project} />
        ) : (
          <InteriorPreview projectId={project.id} sample={elementType === 'SAMPLE'} />
        )}
      </section>
      <ApproveButton project={project} elementType={elementType} />
    </Stack>
  );
}

/** interior/review: the converted interior in the reader, then Approve interior. */
export function InteriorReviewStep({ project }: FileStepProps) {
  return <Review project={project} elementType="INTERIOR" what="interior" />;
}

/** cover/review: the cover with its guides, then Approve cover. */
export function CoverReviewStep({ project }: FileStepProps) {
  return <Review project={project} elementType="FULL_COVER" what="cover" />;
}

/** interior/review-sample: the sample in the reader, then Approve sample. */
export function SampleReviewStep({ project }: FileStepProps) {
  return <Review project={project} elementType="SAMPLE" what="sample" />;
}
