import { Checkbox, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { MODULE_PAGES, MODULE_TEMPLATES, MODULE_TYPES, type ModuleType } from '@quire/domain';
import { useEffect, useId } from 'react';
import { useForm } from '../../../../lib/use-form';
import { moduleKeys, type SiteModule, saveModule } from '../../api/modules';
import { FormButtons, PagesField, ScheduleFieldset } from '../FormParts';
import { FormProblems } from '../FormProblems';
import { useSaveForm } from '../use-save-form';
import { ColumnFields, type ColumnFormProps } from './ColumnFields';
import { ModulePreview } from './ModulePreview';
import { modulesText as T } from './messages';
import {
  allowedPages,
  COLUMNS,
  col,
  columnOf,
  formKeyOf,
  idleControls,
  isModuleType,
  isTemplate,
  type ModuleValues,
  moduleForm,
  moduleInput,
} from './module-form';

export interface ModuleFormProps {
  /** The module being edited, as loaded; none for a new one. */
  loaded?: SiteModule;
  /** A new module's type (the list's filter). */
  initialType?: ModuleType;
  /** Where Cancel goes (the list). */
  backHref: string;
  onSaved: (saved: SiteModule) => void;
}

const ALL_COLUMN_CONTROLS = COLUMNS.flatMap((c) =>
  (['heading', 'copy', 'image', 'imageAlt', 'link', 'linkLabel'] as const).map((f) => col(c, f)),
);

/**
 * A site module, new or loaded: name, type, template (one or two columns), each column's content,
 * the pages its type may be placed on, position, active and its start and end; a live preview as
 * authors see it. The rules run before sending; the server's field errors land on their fields.
 */
export function ModuleForm({ loaded, initialType, backHref, onSaved }: ModuleFormProps) {
  const form = useForm(moduleForm(loaded, initialType));
  const previewId = useId();
  const v = form.values as ModuleValues;
  const type: ModuleType = isModuleType(v.moduleType) ? v.moduleType : MODULE_TYPES[0];
  const template = isTemplate(v.template) ? v.template : 'TEXT';

  // A single module's second column and a template's missing parts are idle: their rules rest.
  const idle = [...idleControls(v)].join(',');
  const { setDisabled } = form.form;
  useEffect(() => {
    const off = new Set(idle.split(','));
    for (const name of ALL_COLUMN_CONTROLS) setDisabled(name, off.has(name));
  }, [idle, setDisabled]);

  const columnForm: ColumnFormProps = {
    inputProps: (name) => form.inputProps(name),
    error: (name) => form.error(name),
    value: (name) => v[name],
    setImage: (name, image) => {
      form.setValue(name, image);
      form.commit(name);
    },
  };

  const { problems, pending, submit } = useSaveForm({
    ...form,
    formKeyOf,
    save: (raw, onError) => saveModule(moduleInput(loaded, raw as ModuleValues), onError),
    queryKey: moduleKeys.all,
    savedMessage: (saved) => T('form.saved', { name: saved.name }),
    onSaved,
  });

  const pages = MODULE_PAGES[type];
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <Stack gap="md" maw={900}>
        <FormProblems problems={problems} title={T('common.problems')} color="red" />
        <TextInput
          label={T('form.name')}
          description={T('form.nameHint')}
          withAsterisk
          maxLength={120}
          {...form.inputProps('name')}
        />
        <NativeSelect
          label={T('form.type')}
          data={MODULE_TYPES.map((t) => ({ value: t, label: T(`type.${t}`) }))}
          {...form.inputProps('moduleType', { commitOnChange: true })}
          onChange={(e) => {
            const next = e.currentTarget.value;
            form.setValue('moduleType', next);
            form.commit('moduleType');
            form.setValue('pages', allowedPages({ ...v, moduleType: next }));
          }}
        />
        <Radio.Group
          label={T('form.template')}
          withAsterisk
          value={template}
          error={form.error('template')}
          onChange={(value) => {
            form.setValue('template', value);
            form.commit('template');
          }}
        >
          <Group gap="lg" mt={4}>
            {MODULE_TEMPLATES.map((t) => (
              <Radio key={t} value={t} label={T(`template.${t}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox label={T('form.double')} {...form.checkboxProps('doubleTemplate')} />
        {COLUMNS.filter((c) => c === 0 || v.doubleTemplate).map((c) => (
          <ColumnFields key={c} column={c} double={v.doubleTemplate} template={template} form={columnForm} />
        ))}
        <section aria-labelledby={previewId}>
          <Stack gap="xs">
            <Title order={2} size="h4" id={previewId}>
              {T('common.preview')}
            </Title>
            <Text size="sm">{T('form.previewHint')}</Text>
            <ModulePreview
              module={{
                moduleType: type,
                template,
                doubleTemplate: v.doubleTemplate,
                columns: [columnOf(v, 0), columnOf(v, 1)],
              }}
            />
          </Stack>
        </section>
        <PagesField form={form} value={v.pages} pages={pages} description={T('form.pagesHint')} />
        <TextInput
          label={T('form.position')}
          description={T('form.positionHint')}
          inputMode="numeric"
          w={220}
          {...form.inputProps('position')}
        />
        <Checkbox
          label={T('form.active')}
          description={T('common.activeHint')}
          {...form.checkboxProps('active')}
        />
        <ScheduleFieldset form={form} />
        <FormButtons pending={pending} saveLabel={T('form.save')} backHref={backHref} />
      </Stack>
    </form>
  );
}
