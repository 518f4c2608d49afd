import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  ADDITIONAL_COMMENTS_MAX,
  type AppError,
  fieldLimits,
  formatPrice,
  isFlexibleDateType,
  PROMO_MESSAGES as M,
  PROMO_FORM_LAYOUTS,
  PROMO_PRICE_PATTERN,
  PROMO_SUBMIT_DEBOUNCE_MS,
  promoErrorMessage,
  regularPriceProblems,
  sendDayOf,
} from '@quire/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../../../lib/api-client';
import { useForm } from '../../../../lib/use-form';
import {
  type PromoDefinition,
  type PromoRequest,
  type PromoSubmission,
  type PromoTitleRecord,
  submitNomination,
} from '../../api/nomination';
import { BookPanel } from './BookPanel';
import { DatePanel } from './DatePanel';
import { nominationText } from './messages';
import {
  checkValues,
  type NominationEnv,
  type NominationValues,
  nominationForm,
  twoDecimals,
} from './nomination-form';
import { RulesPanel } from './RulesPanel';

export type NominationFormApi = ReturnType<typeof useForm<ReturnType<typeof nominationForm>>>;

/** The fields the form shows a server message on; anything else goes to the error dialog. */
const SHOWN_FIELDS = new Set([
  'ean',
  'regularPrice',
  'promoPrice',
  'startDate',
  'endDate',
  'additionalComments',
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function blankValues(def: PromoDefinition): NominationValues {
  return {
    inputMode: 'TITLE',
    title: null,
    ean: '',
    regularPrice: '',
    promoPrice: '',
    // A new form of a date-flexible type starts flexible (spec 2 §4).
    flexDate: isFlexibleDateType(def.mercPromoType),
    startDate: '',
    endDate: '',
    additionalComments: '',
  };
}

/** A request's values as the form holds them. */
export function requestValues(
  def: PromoDefinition,
  request: PromoRequest,
  title: PromoTitleRecord | null,
): NominationValues {
  const day = (sent: string | null) => {
    const m = sent ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(sent) : null;
    return m ? `${m[3]}-${m[1]}-${m[2]}` : '';
  };
  return {
    inputMode: 'TITLE',
    title,
    ean: request.ean,
    regularPrice: title?.listPrice ?? request.regularPrice ?? '',
    promoPrice: request.promoPrice ?? '',
    flexDate: isFlexibleDateType(def.mercPromoType) && request.flexDate === 'true',
    startDate: day(request.startDate),
    endDate: day(request.endDate),
    additionalComments: request.additionalComments,
  };
}

export interface NominationFormProps {
  definition: PromoDefinition;
  isAdmin: boolean;
  /** The pending request being changed, and its title as the search knows it. */
  editing: { request: PromoRequest; title: PromoTitleRecord | null } | null;
  onSubmitted: () => void;
  /** Cancel leaves the form (a modal closes); without it Cancel clears the form. */
  onCancel?: () => void;
}

/**
 * Panels 2 to 6 of the nomination (spec 2 §2.2): Rules, Select Book, Price, the dates of the type,
 * Additional Details, then Submit and Cancel. Every check is the domain's, with the server's words;
 * Submit waits until the form is valid and an eBook is chosen, and sends 500 ms after the last press.
 */
export function NominationForm({ definition, isAdmin, editing, onSubmitted, onCancel }: NominationFormProps) {
  const type = definition.mercPromoType;
  const layout = PROMO_FORM_LAYOUTS[type];
  const [env] = useState<NominationEnv>(() => ({
    now: () => new Date(api.serverNow()),
    isAdmin,
    editing: editing ? { ean: editing.request.ean } : null,
  }));
  const form = useForm(
    nominationForm(
      definition,
      env,
      editing ? requestValues(definition, editing.request, editing.title) : blankValues(definition),
    ),
  );
  const values = form.values;
  const [pending, setPending] = useState(false);
  const [resets, setResets] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const counterId = useId();

  const commentsMax = Number(fieldLimits(definition, 'additionalComments').max ?? ADDITIONAL_COMMENTS_MAX);
  const regular = values.title
    ? regularPriceProblems(type, definition, values.title.listPrice)
    : { problems: [], warnings: [] };
  const regularError = form.error('regularPrice');
  const priceNotes = regular.warnings.filter((w) => w !== M.freeTitle);

  // Panels count on from Rules (2); Additional Details is 5 without a date section.
  let n = 2;
  const rulesNumber = n++;
  const bookNumber = n++;
  const priceNumber = layout.price ? n++ : 0;
  const dateNumber = n++;
  const detailsNumber = n++;

  const onServerError = (e: AppError): boolean => {
    const items = e.items.map((item) => {
      // The server's word for a free-Friday start that is no Friday belongs under the start date.
      const field = /Day of week expected/i.test(item.description) ? 'startDate' : item.field;
      return {
        code: item.code,
        description: promoErrorMessage(item.description),
        ...(field && SHOWN_FIELDS.has(field) ? { field } : {}),
      };
    });
    return form.setServerErrors(items).length === 0;
  };

  async function send() {
    const v = form.form.values();
    const check = checkValues(v, type, definition, env);
    if (!check.ok) {
      form.setServerErrors(check.problems.map((p) => ({ field: p.field, description: p.message })));
      setPending(false);
      return;
    }
    const c = check.value;
    const flexible = isFlexibleDateType(type) && v.flexDate;
    const takesStart = layout.dates !== 'PUBLICATION' && !flexible;
    const takesEnd = (layout.dates === 'START_END' || layout.dates === 'RANGE') && !flexible;
    const promo: PromoSubmission = {
      ...(editing ? { id: editing.request.id } : {}),
      ...(isAdmin && editing?.request.vendorNumber ? { vendorNumber: editing.request.vendorNumber } : {}),
      definitionId: definition.id,
      mercPromoType: type,
      merchPromoName: definition.merchPromoName,
      ean: c.ean,
      promoPrice: c.promoPrice,
      regularPrice: c.regularPrice,
      ...(takesStart && c.start ? { startDate: sendDayOf(c.start) } : {}),
      ...(takesEnd && c.end ? { endDate: sendDayOf(c.end) } : {}),
      ...(layout.dates === 'PUBLICATION' ? {} : { flexDate: flexible }),
      additionalComments: c.additionalComments,
      inputMode: v.inputMode,
    };
    try {
      await submitNomination(promo, onServerError);
      onSubmitted();
    } catch {
      // Field errors are on their fields; anything else reached the error dialog.
      setPending(false);
    }
  }

  const submit = form.onSubmit(() => {
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), PROMO_SUBMIT_DEBOUNCE_MS);
  });

  function cancel() {
    clearTimeout(timer.current);
    setPending(false);
    if (onCancel) {
      onCancel();
      return;
    }
    form.form.reset(blankValues(definition));
    setResets((r) => r + 1);
  }

  const promoPrice = form.inputProps('promoPrice');
  const details = form.inputProps('additionalComments');
  const remaining = commentsMax - values.additionalComments.length;

  return (
    <Stack gap="lg">
      <RulesPanel number={rulesNumber} definition={definition} />
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="lg">
          <BookPanel
            key={resets}
            number={bookNumber}
            form={form}
            definition={definition}
            vendorNumber={isAdmin ? (editing?.request.vendorNumber ?? undefined) : undefined}
            priceNotes={layout.price ? [] : [...(regularError ? [regularError] : []), ...priceNotes]}
          />
          {layout.price ? (
            <Fieldset
              legend={nominationText('nom.step', {
                number: priceNumber,
                title: nominationText('nom.step.price'),
              })}
            >
              <Stack gap="sm">
                <TextInput
                  label={nominationText('nom.regularPrice')}
                  readOnly
                  value={values.regularPrice ? formatPrice(values.regularPrice) : ''}
                  placeholder={nominationText('nom.noPrice')}
                  error={regularError}
                  maw={320}
                />
                {priceNotes.map((note) => (
                  <Text key={note} c="orange.9" size="sm">
                    {note}
                  </Text>
                ))}
                <TextInput
                  label={nominationText('nom.promoPrice')}
                  description={M.priceNote}
                  withAsterisk
                  inputMode="decimal"
                  leftSection="$"
                  autoComplete="off"
                  maw={320}
                  {...promoPrice}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    if (PROMO_PRICE_PATTERN.test(text.trim())) promoPrice.onChange(e);
                  }}
                  onBlur={() => {
                    form.setValue('promoPrice', twoDecimals(form.form.values().promoPrice));
                    promoPrice.onBlur();
                  }}
                />
              </Stack>
            </Fieldset>
          ) : null}
          <DatePanel number={dateNumber} form={form} definition={definition} now={env.now} />
          <Fieldset
            legend={nominationText('nom.step', {
              number: detailsNumber,
              title: nominationText('nom.step.details'),
            })}
          >
            <Textarea
              label={M.additionalDetailsLabel}
              rows={5}
              maxLength={commentsMax}
              description={
                <span id={counterId} aria-live="polite">
                  {nominationText('nom.remaining', { count: Math.max(remaining, 0) })}
                </span>
              }
              {...details}
            />
          </Fieldset>
          <Group gap="sm">
            <Button
              type="submit"
              loading={pending}
              disabled={!form.form.isValid() || !values.title || !DAY_OK(values)}
            >
              {nominationText('nom.submit')}
            </Button>
            <Button variant="default" onClick={cancel} disabled={pending}>
              {nominationText('nom.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Date inputs hold a whole day or nothing; a half-typed day keeps Submit off. */
function DAY_OK(v: NominationValues): boolean {
  return (v.startDate === '' || DAY.test(v.startDate)) && (v.endDate === '' || DAY.test(v.endDate));
}
