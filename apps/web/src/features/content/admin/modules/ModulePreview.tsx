import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { SiteModule } from '@quire/domain';
import { SafeHtml } from '../../SafeHtml';

export type PreviewedModule = Pick<SiteModule, 'moduleType' | 'template' | 'doubleTemplate' | 'columns'>;

/** A left navigation is narrow; a banner takes the page's width. */
const WIDTH: Record<SiteModule['moduleType'], number | undefined> = {
  LEFT_NAV_PROJECT: 260,
  LEFT_NAV_BAB: 260,
  BANNER: undefined,
};

/**
 * A module as authors see it: its column or two side by side, each with its image, heading, copy
 * (the allowed HTML only, rebuilt safely) and link, at the width of the place it shows in.
 */
export function ModulePreview({ module }: { module: PreviewedModule }) {
  const columns = module.doubleTemplate ? module.columns.slice(0, 2) : module.columns.slice(0, 1);
  return (
    <Paper withBorder p="sm" maw={WIDTH[module.moduleType]} data-testid="module-preview">
      <SimpleGrid cols={columns.length} spacing="sm">
        {columns.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a module's columns are fixed by position
          <Stack key={i} gap={6}>
            {c.imageUrl ? (
              <img src={c.imageUrl} alt={c.imageAlt ?? ''} style={{ maxWidth: '100%', display: 'block' }} />
            ) : null}
            {c.heading ? (
              <Title order={3} size="h5">
                {c.heading}
              </Title>
            ) : null}
            {c.copy ? <SafeHtml html={c.copy} kind="message" /> : null}
            {c.link ? (
              <Anchor href={c.link} size="sm">
                {c.linkLabel ?? c.link}
              </Anchor>
            ) : null}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
