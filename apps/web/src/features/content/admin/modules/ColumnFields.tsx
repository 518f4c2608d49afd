import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTENT_MESSAGE_SANITIZE_OPTIONS } from '@quire/domain';
import { uploadModuleImage } from '../../api/modules';
import { ImageUpload, type ImageValue } from '../ImageUpload';
import { modulesText as T } from './messages';
import { type ColumnControl, type ColumnIndex, col, TEMPLATE_PARTS } from './module-form';
import '@mantine/core/styles/Fieldset.css';

const TAGS = CONTENT_MESSAGE_SANITIZE_OPTIONS.allowedTags.map((t) => `<${t}>`).join(' ');

/** The parts of the module form's useForm a column needs. */
export interface ColumnFormProps {
  inputProps: (name: ColumnControl) => {
    name: string;
    value: string;
    onChange: (e: { currentTarget: { value: string } }) => void;
    onBlur: () => void;
    onKeyDown: (e: { key: string }) => void;
    error: string | undefined;
  };
  error: (name: ColumnControl) => string | undefined;
  value: (name: ColumnControl) => unknown;
  setImage: (name: ColumnControl, image: ImageValue | null) => void;
}

/**
 * One column of a module: heading and copy for a template with text, the image and its
 * description for a template with an image, and the link with its words.
 */
export function ColumnFields({
  column,
  double,
  template,
  form,
}: {
  column: ColumnIndex;
  double: boolean;
  template: keyof typeof TEMPLATE_PARTS;
  form: ColumnFormProps;
}) {
  const parts = TEMPLATE_PARTS[template];
  const n = column + 1;
  const what = double ? T('form.imageOf', { n }) : T('form.imageOfModule');
  const image = col(column, 'image');
  return (
    <Fieldset legend={double ? T('form.column', { n }) : T('form.content')}>
      <Stack gap="sm">
        {parts.text ? (
          <>
            <TextInput
              label={T('form.heading')}
              maxLength={120}
              {...form.inputProps(col(column, 'heading'))}
            />
            <Textarea
              label={T('form.copy')}
              description={T('form.copyHint', { tags: TAGS })}
              withAsterisk
              rows={4}
              maxLength={4000}
              {...form.inputProps(col(column, 'copy'))}
            />
          </>
        ) : null}
        {parts.image ? (
          <>
            <ImageUpload
              label={T('form.image')}
              what={what}
              required
              value={(form.value(image) as ImageValue | null) ?? null}
              onChange={(v) => form.setImage(image, v)}
              upload={uploadModuleImage}
              error={form.error(image)}
            />
            <TextInput
              label={T('form.imageAlt')}
              description={T('form.imageAltHint')}
              withAsterisk={Boolean(form.value(image))}
              maxLength={200}
              {...form.inputProps(col(column, 'imageAlt'))}
            />
          </>
        ) : null}
        <TextInput
          label={T('common.link')}
          description={T('common.linkHint')}
          maxLength={500}
          {...form.inputProps(col(column, 'link'))}
        />
        <TextInput
          label={T('form.linkLabel')}
          maxLength={80}
          {...form.inputProps(col(column, 'linkLabel'))}
        />
      </Stack>
    </Fieldset>
  );
}
