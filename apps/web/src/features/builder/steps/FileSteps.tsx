import { List, Radio, Stack } from '@mantine/core';
import type { Project } from '@quire/domain';
import { SaveStatus } from '../components/SaveStatus';
import { StepHeader } from '../components/StepHeader';
import { coverGuidance, interiorGuidance } from '../content/guidance';
import '../files/styles';
import { CoverReviewStep, InteriorReviewStep, SampleReviewStep } from '../files/ReviewSteps';
import { SelectSampleStep } from '../files/SelectSampleStep';
import { CoverUploadStep, InteriorUploadStep, SampleUploadStep } from '../files/UploadSteps';
import { bt } from '../messages';
import type { StepProps } from '../step-props';
import { useSaveState } from '../use-save-state';

export { SpineStep } from '../files/SpinePanel';
export { nextGate } from '../files/UploadSteps';

const kindOf = (p: Pick<Project, 'type'>) => (p.type === 'EBOOK' ? 'ebook' : 'print');

/** formatting, images, fonts and file-type pages of the interior and cover sections. */
export function GuidanceStep({ project, step }: StepProps) {
  const g =
    step.section === 'cover'
      ? coverGuidance(step.child ?? '', kindOf(project))
      : interiorGuidance(step.child ?? '', kindOf(project));
  if (!g) return null;
  return (
    <Stack>
      <StepHeader title={g.title}>{g.intro}</StepHeader>
      <List spacing="xs">
        {g.points.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The file steps of the interior and cover sections (issue 4): upload with the drop zone and the
 * preflight's findings, the reviews with their previews and approval, and the sample steps.
 * `sample-preference` is MoreSteps' SamplePreferenceStep; `spine` is SpineStep below.
 */
export function FileStatusStep(props: StepProps) {
  const { section, child } = props.step;
  if (section === 'cover') {
    return child === 'review' ? <CoverReviewStep {...props} /> : <CoverUploadStep {...props} />;
  }
  switch (child) {
    case 'review':
      return <InteriorReviewStep {...props} />;
    case 'upload-sample':
      return <SampleUploadStep {...props} />;
    case 'select-sample':
      return <SelectSampleStep {...props} />;
    case 'review-sample':
      return <SampleReviewStep {...props} />;
    default:
      return <InteriorUploadStep {...props} />;
  }
}

/** cover/cover-type: one full wrap-around cover, or separate front and back. */
export function CoverTypeStep({ project }: StepProps) {
  const save = useSaveState(project.id);
  return (
    <Stack>
      <StepHeader title={bt('coverType.title')}>{bt('coverType.intro')}</StepHeader>
      <Radio.Group
        label={bt('file.coverType')}
        value={project.coverType ?? ''}
        onChange={(v) => void save.saveNow({ coverType: v as 'full' | 'separate' })}
      >
        <Stack mt="xs">
          <Radio
            value="full"
            label={bt('coverType.full')}
            description={project.type === 'EBOOK' ? bt('coverType.full.ebook') : bt('coverType.full.print')}
          />
          <Radio
            value="separate"
            label={bt('coverType.separate')}
            description={bt('builder.separateCover')}
          />
        </Stack>
      </Radio.Group>
      <SaveStatus state={save.state} message={save.message} />
    </Stack>
  );
}
