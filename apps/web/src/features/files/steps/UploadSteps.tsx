import { Stack, Text } from '@mantine/core';
import { coverReviewReady, interiorConverted, type Project } from '@quire/domain';
import { StepHeader } from '../../../components/StepHeader';
import { PageCountNotice } from '../components/PageCountNotice';
import { UploadPanel } from '../components/UploadPanel';
import { filesText } from '../messages';
import type { FileStepProps } from './step-props';

/**
 * What opens the review after an upload (spec 1 §2 access rules), in the author's words; null
 * once the rule is met (the review is open, so the hint would only mislead).
 */
export function nextGate(what: 'interior' | 'cover' | 'sample', project: Project): string | null {
  if (what === 'interior') return interiorConverted(project) ? null : filesText('file.gate.interior');
  if (what === 'sample') {
    return project.samplePreFlightCheckStatus === 'SUCCESSFUL' ? null : filesText('file.gate.sample');
  }
  if (coverReviewReady(project)) return null;
  return project.type === 'EBOOK' && project.preOrder
    ? filesText('file.gate.coverPreorder')
    : filesText('file.gate.cover');
}

function GateText({ text }: { text: string | null }) {
  return text ? <Text size="sm">{text}</Text> : null;
}

/** interior/upload: EPUB or DOCX for eBooks, PDF for print and POD. */
export function InteriorUploadStep({ project }: FileStepProps) {
  return (
    <Stack maw={760}>
      <StepHeader title={filesText('file.title.upload.interior')}>
        {filesText('file.intro.upload.interior')}
      </StepHeader>
      <PageCountNotice project={project} />
      <UploadPanel project={project} elementType="INTERIOR" />
      <GateText text={nextGate('interior', project)} />
    </Stack>
  );
}

/**
 * cover/upload: an eBook's cover image (JPEG or PNG, as FULL_COVER); for print one full cover
 * (PDF, JPEG or PNG), or front and back when the cover type is separate.
 */
export function CoverUploadStep({ project }: FileStepProps) {
  const ebook = project.type === 'EBOOK';
  const separate = !ebook && project.coverType === 'separate';
  return (
    <Stack maw={760}>
      <StepHeader title={filesText('file.title.upload.cover')}>
        {filesText('file.intro.upload.cover')}
      </StepHeader>
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
          heading={ebook ? filesText('files.heading.FULL_COVER.ebook') : undefined}
        />
      )}
      {separate ? null : <GateText text={nextGate('cover', project)} />}
    </Stack>
  );
}

/** interior/upload-sample (custom sample): the author's own sample EPUB. */
export function SampleUploadStep({ project }: FileStepProps) {
  return (
    <Stack maw={760}>
      <StepHeader title={filesText('file.title.upload.sample')}>
        {filesText('file.intro.upload.sample')}
      </StepHeader>
      <UploadPanel project={project} elementType="SAMPLE" />
      <GateText text={nextGate('sample', project)} />
    </Stack>
  );
}
