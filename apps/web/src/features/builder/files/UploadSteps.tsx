import { Stack, Text } from '@mantine/core';
import type { Project } from '@quire/domain';
import { StepHeader } from '../components/StepHeader';
import { bt } from '../messages';
import type { StepProps } from '../step-props';
import { PageCountNotice } from './PageCountNotice';
import { UploadPanel } from './UploadPanel';

/** What opens the review after an upload (spec 1 §2 access rules), in the author's words. */
export function nextGate(
  what: 'interior' | 'cover' | 'sample',
  project: Pick<Project, 'type' | 'preOrder'>,
): string {
  if (what === 'interior') return bt('file.gate.interior');
  if (what === 'sample') return bt('file.gate.sample');
  return project.type === 'EBOOK' && project.preOrder ? bt('file.gate.coverPreorder') : bt('file.gate.cover');
}

/** interior/upload: EPUB or DOCX for eBooks, PDF for print and POD. */
export function InteriorUploadStep({ project }: StepProps) {
  return (
    <Stack maw={760}>
      <StepHeader title={bt('file.title.upload.interior')}>{bt('file.intro.upload.interior')}</StepHeader>
      <PageCountNotice project={project} />
      <UploadPanel project={project} elementType="INTERIOR" />
      <Text size="sm">{nextGate('interior', project)}</Text>
    </Stack>
  );
}

/**
 * cover/upload: an eBook's cover image (JPEG or PNG, as FULL_COVER); for print one full cover
 * (PDF, JPEG or PNG), or front and back when the cover type is separate.
 */
export function CoverUploadStep({ project }: StepProps) {
  const ebook = project.type === 'EBOOK';
  const separate = !ebook && project.coverType === 'separate';
  return (
    <Stack maw={760}>
      <StepHeader title={bt('file.title.upload.cover')}>{bt('file.intro.upload.cover')}</StepHeader>
      {ebook ? null : <PageCountNotice project={project} />}
      {separate ? (
        <>
          <UploadPanel project={project} elementType="FRONT_COVER" />
          <UploadPanel project={project} elementType="BACK_COVER" />
        </>
      ) : (
        <UploadPanel
          project={project}
          elementType="FULL_COVER"
          heading={ebook ? bt('files.heading.FULL_COVER.ebook') : undefined}
        />
      )}
      {separate ? null : <Text size="sm">{nextGate('cover', project)}</Text>}
    </Stack>
  );
}

/** interior/upload-sample (custom sample): the author's own sample EPUB. */
export function SampleUploadStep({ project }: StepProps) {
  return (
    <Stack maw={760}>
      <StepHeader title={bt('file.title.upload.sample')}>{bt('file.intro.upload.sample')}</StepHeader>
      <UploadPanel project={project} elementType="SAMPLE" />
      <Text size="sm">{nextGate('sample', project)}</Text>
    </Stack>
  );
}
