import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { coverTypesFor, type SampleType } from '@quire/domain';
import { StepHeader } from '../../../components/StepHeader';
import { SaveStatus } from '../components/SaveStatus';
import { builderText } from '../messages';
import type { StepProps } from '../step-props';
import { useSaveState } from '../use-save-state';

const SAMPLE_CHOICES: ReadonlyArray<{ value: SampleType; label: string; description: string }> = (
  ['DEFAULT', 'CUSTOM', 'SELECTED'] as const
).map((value) => ({
  value,
  label: builderText(`sample.${value}`),
  description: builderText(`sample.${value}.description`),
}));

/** interior/sample-preference (eBook, custom sampling permission): how the free sample is made. */
export function SamplePreferenceStep({ project }: StepProps) {
  const save = useSaveState(project.id);
  return (
    <Stack maw={640}>
      <StepHeader title={builderText('sample.title')}>{builderText('sample.intro')}</StepHeader>
      <Radio.Group
        label={builderText('sample.label')}
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
      <StepHeader title={builderText('edition.title')}>{builderText('edition.intro')}</StepHeader>
      <Text>
        {project.isGroupConfirmed ? builderText('edition.confirmed') : builderText('edition.unconfirmed')}
      </Text>
      <Group>
        <Button
          disabled={project.isGroupConfirmed}
          onClick={() => void save.saveNow({ isGroupConfirmed: true })}
        >
          {builderText('edition.confirm')}
        </Button>
      </Group>
      <SaveStatus state={save.state} message={save.message} />
    </Stack>
  );
}

/**
 * cover/cover-type: one full cover, or (print and POD only) separate front and back with a spine.
 * An eBook's cover is one front image, so it is offered the full cover alone.
 */
export function CoverTypeStep({ project }: StepProps) {
  const save = useSaveState(project.id);
  const ebook = project.type === 'EBOOK';
  const separate = coverTypesFor(project.type).includes('separate');
  return (
    <Stack>
      <StepHeader title={builderText('coverType.title')}>
        {ebook ? builderText('coverType.intro.ebook') : builderText('coverType.intro')}
      </StepHeader>
      <Radio.Group
        label={builderText('file.coverType')}
        value={project.coverType ?? ''}
        onChange={(v) => void save.saveNow({ coverType: v as 'full' | 'separate' })}
      >
        <Stack mt="xs">
          <Radio
            value="full"
            label={builderText('coverType.full')}
            description={ebook ? builderText('coverType.full.ebook') : builderText('coverType.full.print')}
          />
          {separate ? (
            <Radio
              value="separate"
              label={builderText('coverType.separate')}
              description={builderText('builder.separateCover')}
            />
          ) : null}
        </Stack>
      </Radio.Group>
      <SaveStatus state={save.state} message={save.message} />
    </Stack>
  );
}
