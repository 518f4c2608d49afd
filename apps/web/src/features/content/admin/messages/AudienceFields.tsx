import { Checkbox, Fieldset, Group, MultiSelect, Radio, Stack, Textarea } from '@mantine/core';
import { ADDRESS_COUNTRIES, AUDIENCE_FORMATS, AUDIENCE_KINDS, AUDIENCE_ROLES } from '@quire/domain';
import type { useForm } from '../../../../lib/use-form';
import type { MessageRecipient } from '../../api/messages';
import type { MessageFormDefinition, MessageValues } from './message-form';
import { messagesText as T } from './messages';
import { RecipientsField } from './RecipientsField';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';

type FormApi = ReturnType<typeof useForm<MessageFormDefinition>>;
type ListControl = 'audience.roles' | 'audience.formats' | 'audience.countries';

/**
 * Who a message reaches: everyone, chosen users (searched, as chips), or a segment of roles, book
 * formats, countries, on-sale books and books by EAN.
 */
export function AudienceFields({ form }: { form: FormApi }) {
  const values = form.values as MessageValues;
  const kind = values['audience.kind'];
  const setList = (name: ListControl, next: string[]) => {
    form.setValue(name, next);
    form.commit(name);
  };

  return (
    <Fieldset legend={T('form.audience')}>
      <Stack gap="md">
        <Radio.Group
          label={T('form.audience')}
          labelProps={{ className: 'visually-hidden' }}
          value={kind}
          onChange={(v) => {
            form.setValue('audience.kind', v);
            form.commit('audience.kind');
          }}
        >
          <Group gap="lg">
            {AUDIENCE_KINDS.map((k) => (
              <Radio key={k} value={k} label={T(`form.audience.${k}`)} />
            ))}
          </Group>
        </Radio.Group>
        {kind === 'USERS' ? (
          <RecipientsField
            value={values['audience.recipients']}
            onChange={(next: MessageRecipient[]) => {
              form.setValue('audience.recipients', next);
              form.commit('audience.recipients');
            }}
            error={form.error('audience.recipients')}
          />
        ) : null}
        {kind === 'SEGMENT' ? (
          <Fieldset legend={T('form.segment')} variant="unstyled">
            <Stack gap="sm">
              <Checkbox.Group
                label={T('form.roles')}
                description={T('form.segmentHint')}
                value={values['audience.roles']}
                onChange={(next) => setList('audience.roles', next)}
                error={form.error('audience.roles')}
              >
                <Group gap="lg" mt={4}>
                  {AUDIENCE_ROLES.map((r) => (
                    <Checkbox key={r} value={r} label={T(`role.${r}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox.Group
                label={T('form.formats')}
                value={values['audience.formats']}
                onChange={(next) => setList('audience.formats', next)}
                error={form.error('audience.formats')}
              >
                <Group gap="lg" mt={4}>
                  {AUDIENCE_FORMATS.map((f) => (
                    <Checkbox key={f} value={f} label={T(`format.${f}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <MultiSelect
                label={T('form.countries')}
                description={T('form.countriesHint')}
                data={ADDRESS_COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
                value={values['audience.countries']}
                onChange={(next) => setList('audience.countries', next)}
                error={form.error('audience.countries')}
                searchable
                clearable
                maw={480}
              />
              <Checkbox label={T('form.onSaleOnly')} {...form.checkboxProps('audience.onSaleOnly')} />
              <Textarea
                label={T('form.eans')}
                description={T('form.eansHint')}
                rows={3}
                maw={480}
                ff="monospace"
                {...form.inputProps('audience.eans')}
              />
            </Stack>
          </Fieldset>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
