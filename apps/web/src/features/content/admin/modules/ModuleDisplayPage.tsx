import { Anchor, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type BannerPage, isAdmin, MODULE_PAGES, MODULE_TYPES, type ModuleType } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterForm } from '../../../../components/FilterForm';
import { QueryState } from '../../../../components/QueryState';
import { useSession } from '../../../../lib/session';
import { moduleDisplayQuery } from '../../api/modules';
import { ModulePreview } from './ModulePreview';
import { pageLabel, modulesText as T } from './messages';
import { type AdminPageProps, MODULES_PATH } from './SiteModulesPage';

/** The type and page in the address (?moduleType=&pageUrl=); a page its type may not have is its first. */
function choiceOf(params: URLSearchParams): { moduleType: ModuleType; pageUrl: BannerPage } {
  const moduleType = MODULE_TYPES.find((t) => t === params.get('moduleType')) ?? MODULE_TYPES[0];
  const pages = MODULE_PAGES[moduleType];
  const pageUrl = pages.find((p) => p === params.get('pageUrl')) ?? (pages[0] as BannerPage);
  return { moduleType, pageUrl };
}

/**
 * /admin/site-modules/display, "Where it shows": a module type and a page, and the modules of that
 * type an author sees on that page now (site-module-display), in their order, as they look there.
 */
export default function ModuleDisplayPage({ frame: Frame }: AdminPageProps) {
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const [draft, setDraft] = useState(choice);
  // The address wins: after Back or Forward the choices show what the list below shows.
  const shown = `${choice.moduleType} ${choice.pageUrl}`;
  const [draftOf, setDraftOf] = useState(shown);
  if (draftOf !== shown) {
    setDraftOf(shown);
    setDraft(choice);
  }
  const admin = isAdmin(useSession().data?.permissions);
  const query = useQuery({ ...moduleDisplayQuery(choice), enabled: admin });
  const draftPages = MODULE_PAGES[draft.moduleType];

  return (
    <Frame title={T('display.title')} intro={T('display.intro')}>
      <Anchor component={Link} to={MODULES_PATH}>
        {T('display.back')}
      </Anchor>
      <FilterForm
        label={T('display.choice')}
        submitLabel={T('display.show')}
        onApply={() => setParams(new URLSearchParams(draft))}
      >
        <NativeSelect
          label={T('display.type')}
          value={draft.moduleType}
          data={MODULE_TYPES.map((t) => ({ value: t, label: T(`type.${t}`) }))}
          onChange={(e) => {
            const moduleType = MODULE_TYPES.find((t) => t === e.currentTarget.value) ?? MODULE_TYPES[0];
            const pages = MODULE_PAGES[moduleType];
            setDraft({
              moduleType,
              pageUrl: pages.includes(draft.pageUrl) ? draft.pageUrl : (pages[0] as BannerPage),
            });
          }}
        />
        <NativeSelect
          label={T('display.page')}
          value={draft.pageUrl}
          data={draftPages.map((p) => ({ value: p, label: pageLabel(p) }))}
          onChange={(e) =>
            setDraft({
              ...draft,
              pageUrl: draftPages.find((p) => p === e.currentTarget.value) ?? draft.pageUrl,
            })
          }
        />
      </FilterForm>
      <Title order={2} size="h3">
        {T('display.heading', { type: T(`type.${choice.moduleType}`), page: pageLabel(choice.pageUrl) })}
      </Title>
      <QueryState
        query={query}
        loading={T('display.loading')}
        error={T('display.loadError')}
        isEmpty={(modules) => modules.length === 0}
        empty={<Text>{T('display.none')}</Text>}
      >
        {(modules) => (
          <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {modules.map((m, i) => (
              <li key={m.id}>
                <Stack gap="xs" mb="md">
                  <Text fw={600}>{T('display.module', { position: i + 1, name: m.name })}</Text>
                  <ModulePreview module={m} />
                </Stack>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Frame>
  );
}
