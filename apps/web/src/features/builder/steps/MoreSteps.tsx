import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { SampleType } from '@quire/domain';
import { SaveStatus } from '../components/SaveStatus';
import { StepHeader } from '../components/StepHeader';
import type { StepProps } from '../step-props';
import { useSaveState } from '../use-save-state';

const SAMPLE_CHOICES: ReadonlyArray<{ value: SampleType; label: string; description: string }> = [
  {
    value: 'DEFAULT',
    label: 'Standard sample',
    description: 'Readers preview the opening of your eBook, made for you from your interior.',
  },
  {
    value: 'CUSTOM',
    label: 'Upload my own sample',
    description: 'Upload a separate file with exactly the pages you want readers to preview.',
  },
  {
    value: 'SELECTED',
    label: 'Choose pages from my interior',
    description: 'Pick the part of your converted interior that readers preview.',
  },
];

/** interior/sample-preference (eBook, custom sampling permission): how the free sample is made. */
export function SamplePreferenceStep({ project }: StepProps) {
  const save = useSaveState(project.id);
  return (
    <Stack maw={640}>
      <StepHeader title="Choose your sample">
        Store visitors can read a free sample before they buy. Choose how yours is made.
      </StepHeader>
      <Radio.Group
        label="Sample"
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
      <StepHeader title="Is this another edition of your book?">
        This project was created as another format of a book you already have, so it shares that book’s
        details and appears with it in My Projects.
      </StepHeader>
      <Text>
        {project.isGroupConfirmed
          ? 'Confirmed: this project is an edition of your existing book.'
          : 'Confirm to keep it with your existing book; you can still change any detail of this edition.'}
      </Text>
      <Group>
        <Button
          disabled={project.isGroupConfirmed}
          onClick={() => void save.saveNow({ isGroupConfirmed: true })}
        >
          Yes, it is an edition of my book
        </Button>
      </Group>
      <SaveStatus state={save.state} message={save.message} />
    </Stack>
  );
}
