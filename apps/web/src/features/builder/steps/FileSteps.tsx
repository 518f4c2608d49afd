import { Alert, List, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { Project } from '@quire/domain';
import { SaveStatus } from '../components/SaveStatus';
import { StepHeader } from '../components/StepHeader';
import { coverGuidance, interiorGuidance } from '../content/guidance';
import { bt } from '../messages';
import type { StepProps } from '../step-props';
import { useSaveState } from '../use-save-state';
import { useStepForm } from '../use-step-form';

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

function yesNo(v: boolean) {
  return v ? bt('file.yes') : bt('file.no');
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="builder-facts">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What opens the review after an upload (spec 1 §2 access rules), in the author's words. */
export function nextGate(
  what: 'interior' | 'cover' | 'sample',
  project: Pick<Project, 'type' | 'preOrder'>,
): string {
  if (what === 'interior') return bt('file.gate.interior');
  if (what === 'sample') return bt('file.gate.sample');
  return project.type === 'EBOOK' && project.preOrder ? bt('file.gate.coverPreorder') : bt('file.gate.cover');
}

/** interior and cover upload / review, sample steps: the project's file and approval fields. */
export function FileStatusStep({ project, step }: StepProps) {
  const cover = step.section === 'cover';
  const review = step.child === 'review' || step.child === 'review-sample';
  const sample = step.child?.includes('sample') ?? false;
  const what = sample ? 'sample' : cover ? 'cover' : 'interior';
  const verb = review
    ? 'review'
    : step.child === 'sample-preference' || step.child === 'select-sample'
      ? 'choose'
      : 'upload';
  const title = bt(`file.title.${verb}.${what}`);
  const na = bt('file.na');
  const notUploaded = bt('file.notUploaded');
  const notStarted = bt('file.notStarted');
  const rows: [string, string][] = sample
    ? [
        [bt('file.sampleType'), project.isDefaultSample ?? na],
        [bt('file.sampleCheck'), project.samplePreFlightCheckStatus ?? notUploaded],
        [bt('file.sampleApproved'), yesNo(project.sampleApproved)],
      ]
    : cover
      ? [
          [bt('file.coverType'), project.coverType ?? na],
          [bt('file.fullCoverFile'), project.coverFile ?? notUploaded],
          [bt('file.frontCoverFile'), project.coverFrontFile ?? notUploaded],
          [bt('file.backCoverFile'), project.coverBackFile ?? notUploaded],
          [bt('file.coverCheck'), project.coverFullPreFlightCheckStatus ?? notStarted],
          [bt('file.coverApproved'), yesNo(project.coverFullApproved)],
        ]
      : [
          [bt('file.conversion'), project.interiorPdfConversionStatus ?? bt('file.notConverted')],
          [bt('file.interiorCheck'), project.interiorPreFlightCheckStatus ?? notStarted],
          [bt('file.interiorApproved'), yesNo(project.interiorApproved)],
        ];
  return (
    <Stack>
      <StepHeader title={title}>{bt(`file.intro.${review ? 'review' : 'upload'}.${what}`)}</StepHeader>
      <Facts rows={rows} />
      {review ? null : <Text>{nextGate(what, project)}</Text>}
      <Alert title={bt('file.uploadLaterTitle')} color="blue">
        {bt('file.uploadLater')}
      </Alert>
    </Stack>
  );
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

const SPINE_FORM = {
  spineColor: { label: bt('spine.field'), initial: '', rules: [] },
};

/** cover/spine (separate covers with an approved interior). */
export function SpineStep({ project }: StepProps) {
  const form = useStepForm(
    project.id,
    { spineColor: { ...SPINE_FORM.spineColor, initial: project.spineColor ?? '#ffffff' } },
    (_, v) => ({ spineColor: v.spineColor }),
  );
  return (
    <Stack>
      <StepHeader title={bt('spine.title')}>{bt('spine.intro')}</StepHeader>
      <TextInput type="color" label={bt('builder.spineColor')} w={160} {...form.field('spineColor')} />
      <Text size="sm">{bt('builder.spineHint')}</Text>
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}
