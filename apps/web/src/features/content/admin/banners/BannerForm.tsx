import { Checkbox, NativeSelect, Radio, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  BANNER_PAGES,
  BANNER_RESOURCE_TYPES,
  BANNER_SIZES,
  CONTENT_MESSAGE_SANITIZE_OPTIONS,
} from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from '../../../../lib/use-form';
import {
  type AdBanner,
  bannerKeys,
  bannerResourceTypesQuery,
  bannerSizesQuery,
  saveBanner,
  uploadBannerImage,
} from '../../api/banners';
import { FormButtons, PagesField, ScheduleFieldset } from '../FormParts';
import { FormProblems } from '../FormProblems';
import { ImageUpload } from '../ImageUpload';
import { modulesText } from '../modules/messages';
import { useSaveForm } from '../use-save-form';
import { BannerPreview } from './BannerPreview';
import {
  type BannerValues,
  bannerForm,
  bannerInput,
  formKeyOf,
  idleControls,
  resourceTypeOf,
} from './banner-form';
import { bannersText as T } from './messages';

export interface BannerFormProps {
  /** The banner being edited, as loaded; none for a new one. */
  loaded?: AdBanner;
  /** Where Cancel goes (the list). */
  backHref: string;
  onSaved: (saved: AdBanner) => void;
}

const TAGS = CONTENT_MESSAGE_SANITIZE_OPTIONS.allowedTags.map((t) => `<${t}>`).join(' ');

/**
 * An ad banner, new or loaded: name, size (banner-sizes), resource type (banner-resource-type):
 * an uploaded image with its description, or HTML; its link, pages, active and dates; a preview
 * at the size chosen. The rules run before sending; the server's field errors land on their fields.
 */
export function BannerForm({ loaded, backHref, onSaved }: BannerFormProps) {
  const form = useForm(bannerForm(loaded));
  const previewId = useId();
  const sizes = useQuery(bannerSizesQuery()).data ?? BANNER_SIZES;
  const resourceTypes =
    useQuery(bannerResourceTypesQuery()).data ??
    BANNER_RESOURCE_TYPES.map((type) => ({ type, label: T(`resource.${type}`), description: '' }));
  const v = form.values as BannerValues;
  const resourceType = resourceTypeOf(v.resourceType);
  const size = sizes.find((s) => s.code === v.size) ?? sizes[0] ?? BANNER_SIZES[0];

  const idle = idleControls(v).join(',');
  const { setDisabled } = form.form;
  useEffect(() => {
    const off = new Set(idle.split(','));
    for (const name of ['html', 'image', 'imageAlt'] as const) setDisabled(name, off.has(name));
  }, [idle, setDisabled]);

  const { problems, pending, submit } = useSaveForm({
    ...form,
    formKeyOf,
    save: (raw, onError) => saveBanner(bannerInput(loaded, raw as BannerValues), onError),
    queryKey: bannerKeys.all,
    savedMessage: (saved) => T('form.saved', { name: saved.name }),
    onSaved,
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <Stack gap="md" maw={900}>
        <FormProblems problems={problems} title={modulesText('common.problems')} color="red" />
        <TextInput
          label={T('form.name')}
          description={T('form.nameHint')}
          withAsterisk
          maxLength={120}
          {...form.inputProps('name')}
        />
        <NativeSelect
          label={T('form.size')}
          data={sizes.map((s) => ({
            value: s.code,
            label: T('form.sizeOption', { label: s.label, width: s.width, height: s.height }),
          }))}
          {...form.inputProps('size', { commitOnChange: true })}
        />
        <Radio.Group
          label={T('form.resourceType')}
          value={resourceType}
          onChange={(value) => {
            form.setValue('resourceType', value);
            form.commit('resourceType');
          }}
        >
          <Stack gap="xs" mt={4}>
            {resourceTypes.map((r) => (
              <Radio key={r.type} value={r.type} label={r.label} description={r.description || undefined} />
            ))}
          </Stack>
        </Radio.Group>
        {resourceType === 'IMAGE' ? (
          <>
            <ImageUpload
              label={T('form.image')}
              what={T('form.imageOf')}
              required
              value={v.image}
              onChange={(image) => {
                form.setValue('image', image);
                form.commit('image');
              }}
              upload={uploadBannerImage}
              error={form.error('image')}
            />
            <TextInput
              label={T('form.imageAlt')}
              description={T('form.imageAltHint')}
              withAsterisk={Boolean(v.image)}
              maxLength={200}
              {...form.inputProps('imageAlt')}
            />
          </>
        ) : (
          <Textarea
            label={T('form.html')}
            description={T('form.htmlHint', { tags: TAGS })}
            withAsterisk
            rows={5}
            maxLength={4000}
            {...form.inputProps('html')}
          />
        )}
        <TextInput
          label={modulesText('common.link')}
          description={modulesText('common.linkHint')}
          maxLength={500}
          {...form.inputProps('link')}
        />
        <section aria-labelledby={previewId}>
          <Stack gap="xs">
            <Title order={2} size="h4" id={previewId}>
              {modulesText('common.preview')}
            </Title>
            <BannerPreview
              size={size}
              resourceType={resourceType}
              imageUrl={v.image?.url ?? null}
              imageAlt={v.imageAlt.trim() || null}
              html={v.html}
              link={v.link.trim() || null}
            />
          </Stack>
        </section>
        <PagesField form={form} value={v.pages} pages={BANNER_PAGES} description={T('form.pagesHint')} />
        <Checkbox
          label={T('form.active')}
          description={modulesText('common.activeHint')}
          {...form.checkboxProps('active')}
        />
        <ScheduleFieldset form={form} />
        <FormButtons pending={pending} saveLabel={T('form.save')} backHref={backHref} />
      </Stack>
    </form>
  );
}
