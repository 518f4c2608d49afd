import {
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AppError,
  CONTENT_PAGE_SANITIZE_OPTIONS,
  type EditablePageSlug,
  formatDisplayDateTime,
  PAGE_TITLE_MAX,
} from '@quire/domain';
import { useState } from 'react';
import { showToast } from '../../../../components/toasts';
import { locale } from '../../../../i18n';
import { useForm } from '../../../../lib/use-form';
import { type EditablePage, type PagePreview, previewPage, savePage } from '../../api/pages';
import { FormProblems } from '../FormProblems';
import { PreviewHtml } from '../PreviewHtml';
import { pagesText as T } from './messages';
import { instantOf, type PageValues, pageForm, pageInput, withControls } from './page-form';

const TAGS = CONTENT_PAGE_SANITIZE_OPTIONS.allowedTags.join(', ');

export interface PageEditorProps {
  url: EditablePageSlug;
  page: EditablePage;
  /** A save answered the page with its new version. */
  onSaved: (page: EditablePage) => void;
}

/**
 * A static page's title and HTML (administrators write HTML; the allowed tags are listed), when
 * to publish it, Preview (what visitors would see, cleaned by the server and again here) and Save
 * (a new version). It starts from the newest version. The server's field errors go on their
 * fields; what was typed stays until a save or a restore replaces it.
 */
export function PageEditor({ url, page, onSaved }: PageEditorProps) {
  const form = useForm(pageForm(page.versions[0]));
  const values = form.values as PageValues;
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [preview, setPreview] = useState<PagePreview | null>(null);

  const onServerError = (e: AppError): boolean => {
    const unattached = form.setServerErrors(withControls(e.items));
    setProblems(unattached.map((i) => i.description));
    return e.status >= 400 && e.status < 500 && e.status !== 401;
  };

  async function run(kind: 'preview' | 'save', v: PageValues) {
    setProblems([]);
    setBusy(kind);
    try {
      if (kind === 'preview') setPreview(await previewPage(pageInput(v), onServerError));
      else {
        const saved = await savePage(url, pageInput(v), onServerError);
        const newest = saved.versions[0];
        showToast({
          message: T('form.saved', { version: newest?.version ?? '', title: newest?.title ?? v.title }),
          tone: 'success',
        });
        onSaved(saved);
      }
    } catch {
      // Field errors are on their fields; anything else is listed above or reached the central handling.
    } finally {
      setBusy(null);
    }
  }

  const submit = form.onSubmit((v) => run('save', v as PageValues));
  const showPreview = () => {
    if (form.form.submit()) void run('preview', form.form.values() as PageValues);
    else
      setTimeout(() => form.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  const at = instantOf(values.publishAt);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-busy={busy !== null || undefined}>
        <Stack gap="md">
          <FormProblems problems={problems} title={T('edit.problems')} />
          <TextInput
            label={T('form.title')}
            withAsterisk
            maxLength={PAGE_TITLE_MAX}
            {...form.inputProps('title')}
          />
          <Textarea
            label={T('form.html')}
            description={T('form.htmlTags', { tags: TAGS })}
            rows={16}
            ff="monospace"
            spellCheck={false}
            {...form.inputProps('html')}
          />
          <Radio.Group
            label={T('form.publish')}
            value={values.publish}
            onChange={(v) => {
              form.setValue('publish', v);
              form.commit('publish');
            }}
          >
            <Group gap="lg" mt={4}>
              <Radio value="NOW" label={T('form.publish.NOW')} />
              <Radio value="LATER" label={T('form.publish.LATER')} />
            </Group>
          </Radio.Group>
          {values.publish === 'LATER' ? (
            <TextInput
              type="datetime-local"
              label={T('form.publishAt')}
              description={
                at
                  ? `${T('form.publishAtHint')} ${T('form.at', { when: formatDisplayDateTime(at, locale) })}`
                  : T('form.publishAtHint')
              }
              withAsterisk
              w={300}
              {...form.inputProps('publishAt', { commitOnChange: true })}
            />
          ) : null}
          <Group gap="sm">
            <Button variant="default" onClick={showPreview} loading={busy === 'preview'}>
              {T('form.preview')}
            </Button>
            <Button type="submit" loading={busy === 'save'}>
              {T('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="sm" component="section" aria-labelledby="page-preview-heading">
        <Title order={2} size="h3" id="page-preview-heading">
          {T('preview.heading')}
        </Title>
        <Text size="sm">{T('preview.intro')}</Text>
        <Paper withBorder p="md" radius="md">
          {preview ? (
            <>
              <Title order={3}>{preview.title}</Title>
              <PreviewHtml html={preview.html} kind="page" />
            </>
          ) : (
            <Text size="sm">{T('preview.none')}</Text>
          )}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
