import { List, Stack } from '@mantine/core';
import type { Project } from '@quire/domain';
import { StepHeader } from '../../../components/StepHeader';
import { coverGuidance, interiorGuidance } from '../content/guidance';
import type { StepProps } from '../step-props';

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
