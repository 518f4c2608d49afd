import {
  Alert,
  Button,
  Fieldset,
  Group,
  List,
  NativeSelect,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type AppError, isTemplateType, MERC_PROMO_TYPE_LABELS, MERC_PROMO_TYPES } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../../components/toasts';
import { useForm } from '../../../../lib/use-form';
import { definitionKeys, type PromoDefinition, saveDefinition } from '../../api/definitions';
import {
  DATE_CONTROLS,
  type DateControl,
  type DefinitionValues,
  definitionForm,
  definitionInput,
  type FieldRow,
  formKeyOf,
  rowOf,
  rowProblems,
} from './definition-form';
import { FieldsTable } from './FieldsTable';
import { definitionsText as T } from './messages';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Switch.css';

export interface DefinitionFormProps {
  /** The definition being edited, as loaded; none for a new one. */
  loaded?: PromoDefinition;
  /** Where Cancel goes (the list). */
  backHref: string;
  onSaved: (saved: PromoDefinition) => void;
}

const DATE_LABELS: Record<DateControl, Parameters<typeof T>[0]> = {
  submitBy: 'form.submitBy',
  start: 'form.start',
  end: 'form.end',
  promoStartDisplayDate: 'form.displayStart',
  promoEndDisplayDate: 'form.displayEnd',
};
const DATE_HINTS: Partial<Record<DateControl, Parameters<typeof T>[0]>> = {
  submitBy: 'form.submitByHint',
  promoStartDisplayDate: 'form.displayHint',
};
const REQUIRED_DATES: readonly DateControl[] = ['submitBy', 'start', 'end'];

type RowErrors = Record<string, Partial<Record<'name' | 'type' | 'min' | 'max', string>>>;
const ROW_KEY = /^fields\.(\d+)\.(name|type|min|max)$/;

/**
 * A promotion definition, new or loaded: type, name, copy, monthly with its five days or
 * standard, rules and links one a line, the nomination form's fields, a template's position and
 * the administrators-only switch. The domain's form rules before sending; the server's field errors
 * on their fields (a field row's on its cell).
 */
export function DefinitionForm({ loaded, backHref, onSaved }: DefinitionFormProps) {
  const form = useForm(definitionForm(loaded));
  const client = useQueryClient();
  const [rows, setRows] = useState<FieldRow[]>(() => (loaded?.fields ?? []).map(rowOf));
  const [rowServer, setRowServer] = useState<RowErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const values = form.values as DefinitionValues;
  const monthly = values.kind === 'MONTHLY';
  const template = isTemplateType(values.mercPromoType as (typeof MERC_PROMO_TYPES)[number]);
  const submitted = form.form.getState().submitted;

  // A standard promotion has no dates and only a template type has a position: their rules rest.
  const { setDisabled } = form.form;
  useEffect(() => {
    for (const c of DATE_CONTROLS) setDisabled(c, !monthly);
  }, [monthly, setDisabled]);
  useEffect(() => setDisabled('position', !template), [template, setDisabled]);

  const local = rowProblems(rows);
  const rowErrors: RowErrors = {};
  for (const r of rows) {
    const shown = { ...(submitted ? local[r.key] : {}), ...rowServer[r.key] };
    if (Object.keys(shown).length) rowErrors[r.key] = shown;
  }

  const changeRows = (next: FieldRow[]) => {
    setRows(next);
    setRowServer({});
  };

  /** Field errors on their fields and cells; the rest listed above the form. A 4xx is said here. */
  const onServerError = (e: AppError): boolean => {
    const byRow: RowErrors = {};
    const rest = [];
    for (const item of e.items) {
      const key = item.field ? formKeyOf(item.field) : undefined;
      const row = key ? ROW_KEY.exec(key) : null;
      const target = row ? rows[Number(row[1])] : undefined;
      if (row && target) byRow[target.key] = { ...byRow[target.key], [row[2] as 'name']: item.description };
      else rest.push(key ? { ...item, field: key } : item);
    }
    setRowServer(byRow);
    const unattached = form.setServerErrors(rest);
    setProblems(unattached.map((i) => i.description));
    return e.status >= 400 && e.status < 500;
  };

  const submit = form.onSubmit(async (raw) => {
    const v = raw as DefinitionValues;
    setProblems([]);
    if (Object.keys(rowProblems(rows)).length) {
      // The form's own controls are valid: the first field row at fault takes the focus.
      setTimeout(() => form.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setPending(true);
    try {
      const saved = await saveDefinition(definitionInput(loaded, v, rows), onServerError);
      await client.invalidateQueries({ queryKey: definitionKeys.all });
      showToast({ message: T('form.saved', { name: saved.merchPromoName }), tone: 'success' });
      onSaved(saved);
    } catch {
      // Field errors are on their fields; anything else is listed above or reached the central handling.
    } finally {
      setPending(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <Stack gap="md" maw={900}>
        {problems.length ? (
          <Alert color="red" role="alert" title={T('form.problems')}>
            <List>
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <NativeSelect
          label={T('form.type')}
          withAsterisk
          data={MERC_PROMO_TYPES.map((t) => ({ value: t, label: MERC_PROMO_TYPE_LABELS[t] }))}
          {...form.inputProps('mercPromoType', { commitOnChange: true })}
        />
        <TextInput
          label={T('form.name')}
          withAsterisk
          maxLength={120}
          {...form.inputProps('merchPromoName')}
        />
        <Textarea
          label={T('form.copy')}
          description={T('form.copyHint')}
          rows={4}
          {...form.inputProps('copy')}
        />
        <Radio.Group
          label={T('form.kind')}
          value={values.kind}
          onChange={(value) => {
            form.setValue('kind', value);
            form.commit('kind');
          }}
        >
          <Group gap="lg" mt={4}>
            <Radio value="MONTHLY" label={T('form.kind.MONTHLY')} />
            <Radio value="STANDARD" label={T('form.kind.STANDARD')} />
          </Group>
        </Radio.Group>
        {monthly ? (
          <Fieldset legend={T('form.dates')}>
            <Group align="flex-start" gap="sm" wrap="wrap">
              {DATE_CONTROLS.map((c) => (
                <TextInput
                  key={c}
                  type="date"
                  label={T(DATE_LABELS[c])}
                  description={DATE_HINTS[c] ? T(DATE_HINTS[c]) : undefined}
                  withAsterisk={REQUIRED_DATES.includes(c)}
                  w={200}
                  {...form.inputProps(c, { commitOnChange: true })}
                />
              ))}
            </Group>
          </Fieldset>
        ) : null}
        <Textarea
          label={T('form.rules')}
          description={T('form.rulesHint')}
          rows={4}
          {...form.inputProps('rules')}
        />
        <Textarea
          label={T('form.links')}
          description={T('form.linksHint')}
          rows={3}
          {...form.inputProps('links')}
        />
        <Fieldset legend={T('form.fields')}>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {T('form.fieldsHint')}
            </Text>
            <FieldsTable rows={rows} onChange={changeRows} problems={rowErrors} />
          </Stack>
        </Fieldset>
        {template ? (
          <TextInput
            label={T('form.position')}
            description={T('form.positionHint')}
            inputMode="numeric"
            w={200}
            {...form.inputProps('position')}
          />
        ) : null}
        <Switch
          label={T('form.adminOnly')}
          description={T('form.adminOnlyHint')}
          {...form.checkboxProps('adminOnly')}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {T('form.save')}
          </Button>
          <Button component={Link} to={backHref} variant="default">
            {T('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
