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

const UPLOAD_LATER =
  'File upload arrives with the next Quire update (files and previews). This page shows what we hold for your book today.';

function yesNo(v: boolean) {
  return v ? 'Yes' : 'No';
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
  if (what === 'interior') return 'The review step opens once your interior has been converted.';
  if (what === 'sample') return 'The sample review opens once your sample has passed its check.';
  return project.type === 'EBOOK' && project.preOrder
    ? 'The cover review opens once your cover has passed its check.'
    : 'The cover review opens once your cover has passed its check and your interior is approved.';
}

/** interior and cover upload / review, sample steps: the project's file and approval fields. */
export function FileStatusStep({ project, step }: StepProps) {
  const cover = step.section === 'cover';
  const review = step.child === 'review' || step.child === 'review-sample';
  const sample = step.child?.includes('sample') ?? false;
  const what = sample ? 'sample' : cover ? 'cover' : 'interior';
  const title = `${review ? 'Review' : step.child === 'sample-preference' || step.child === 'select-sample' ? 'Choose' : 'Upload'} your ${what}`;
  const rows: [string, string][] = sample
    ? [
        ['Sample type', project.isDefaultSample ?? 'N/A'],
        ['Sample check', project.samplePreFlightCheckStatus ?? 'Not uploaded'],
        ['Sample approved', yesNo(project.sampleApproved)],
      ]
    : cover
      ? [
          ['Cover type', project.coverType ?? 'N/A'],
          ['Full cover file', project.coverFile ?? 'Not uploaded'],
          ['Front cover file', project.coverFrontFile ?? 'Not uploaded'],
          ['Back cover file', project.coverBackFile ?? 'Not uploaded'],
          ['Cover check', project.coverFullPreFlightCheckStatus ?? 'Not started'],
          ['Cover approved', yesNo(project.coverFullApproved)],
        ]
      : [
          ['Conversion', project.interiorPdfConversionStatus ?? 'Not converted'],
          ['Interior check', project.interiorPreFlightCheckStatus ?? 'Not started'],
          ['Interior approved', yesNo(project.interiorApproved)],
        ];
  return (
    <Stack>
      <StepHeader title={title}>
        {review
          ? `Check the ${what} as readers will see it, then approve it to continue.`
          : `Your ${what} file is checked automatically after upload (preflight), and we tell you what to fix.`}
      </StepHeader>
      <Facts rows={rows} />
      {review ? null : <Text>{nextGate(what, project)}</Text>}
      <Alert title="Upload coming soon" color="blue">
        {UPLOAD_LATER}
      </Alert>
    </Stack>
  );
}

/** cover/cover-type: one full wrap-around cover, or separate front and back. */
export function CoverTypeStep({ project }: StepProps) {
  const save = useSaveState(project.id);
  return (
    <Stack>
      <StepHeader title="Choose your cover type">
        Upload a finished cover as one file, or the front and back separately and let us build the spine.
      </StepHeader>
      <Radio.Group
        label="Cover type"
        value={project.coverType ?? ''}
        onChange={(v) => void save.saveNow({ coverType: v as 'full' | 'separate' })}
      >
        <Stack mt="xs">
          <Radio
            value="full"
            label="Full cover"
            description={
              project.type === 'EBOOK'
                ? 'One front cover image.'
                : 'One PDF with back cover, spine and front cover together.'
            }
          />
          <Radio value="separate" label="Separate front and back" description={bt('builder.separateCover')} />
        </Stack>
      </Radio.Group>
      <SaveStatus state={save.state} message={save.message} />
    </Stack>
  );
}

const SPINE_FORM = {
  spineColor: { label: 'spine color', initial: '', rules: [] },
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
      <StepHeader title="Design your spine">
        The spine joins your front and back covers; its width follows your page count and paper.
      </StepHeader>
      <TextInput type="color" label={bt('builder.spineColor')} w={160} {...form.field('spineColor')} />
      <Text size="sm">{bt('builder.spineHint')}</Text>
      <SaveStatus state={form.save.state} message={form.save.message} />
    </Stack>
  );
}
