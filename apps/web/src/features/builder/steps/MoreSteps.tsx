import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { SampleType } from '@quire/domain';
import { StepHeader } from '../../../components/StepHeader';
import { SaveStatus } from '../components/SaveStatus';
import { bt } from '../messages';
import type { StepProps } from '../step-props';
import { useSaveState } from '../use-save-state';

const SAMPLE_CHOICES: ReadonlyArray<{ value: SampleType; label: string; description: string }> = (
  ['DEFAULT', 'CUSTOM', 'SELECTED'] as const
).map((value) => ({ value, label: bt(`sample.${value}`), description: bt(`sample.${value}.description`) }));

/** interior/sample-preference (eBook, custom sampling permission): how the free sample is made. */
export function SamplePreferenceStep({ project }: StepProps) {
  const save = useSaveState(project.id);
  return (
    <Stack maw={640}>
      <StepHeader title={bt('sample.title')}>{bt('sample.intro')}</StepHeader>
      <Radio.Group
        label={bt('sample.label')}
        value={project.isDefaultSample ?? 'DEFAULT'}
        onChange={(v) => void save.saveNow({ isDefaultSample: v as SampleType })}
      >
        <Stack mt="xs">
          {SAMPLE_CHOICES.map((c) => (
            <Radio key={c.value} value={c.value} label={c.label} description={c.description} />
          ))}
        </Stack>
      </Radio.Group>
      <SaveStatus state={save.state} message={save.message} />
    </Stack>
  );
}

/** choose-existing-book (grouped, unconfirmed projects): confirm this edition belongs to its group. */
export function ChooseExistingBookStep({ project }: StepProps) {
  const save = useSaveState(project.id);
  return (
    <Stack maw={640}>
      <StepHeader title={bt('edition.title')}>{bt('edition.intro')}</StepHeader>
      <Text>{project.isGroupConfirmed ? bt('edition.confirmed') : bt('edition.unconfirmed')}</Text>
      <Group>
        <Button
          disabled={project.isGroupConfirmed}
          onClick={() => void save.saveNow({ isGroupConfirmed: true })}
        >
          {bt('edition.confirm')}
        </Button>
      </Group>
      <SaveStatus state={save.state} message={save.message} />
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
