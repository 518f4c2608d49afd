import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type AppError, promoErrorMessage, sendDayOf } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { promotionsQuery } from '../../api/nomination';
import { addTradePromos, type TradeAdded, type TradeRowInput } from '../../api/trade';
import { EditableRowsTable } from '../EditableRowsTable';
import { tradeText as T } from './messages';

const COLUMNS = [
  'ean',
  'regularPrice',
  'promoPrice',
  'startDate',
  'endDate',
  'flexDate',
  'additionalComments',
] as const;
type Cell = (typeof COLUMNS)[number];

interface Row {
  key: string;
  ean: string;
  regularPrice: string;
  promoPrice: string;
  /** YYYY-MM-DD as the date control holds it. */
  startDate: string;
  endDate: string;
  flexDate: boolean;
  additionalComments: string;
}
type RowProblems = Record<string, Partial<Record<Cell, string>>>;

let nextKey = 0;
const newRow = (): Row => ({
  key: `row-${++nextKey}`,
  ean: '',
  regularPrice: '',
  promoPrice: '',
  startDate: '',
  endDate: '',
  flexDate: false,
  additionalComments: '',
});

const blank = (r: Row) =>
  !r.ean.trim() &&
  !r.regularPrice.trim() &&
  !r.promoPrice.trim() &&
  !r.startDate &&
  !r.endDate &&
  !r.flexDate &&
  !r.additionalComments.trim();

/** A row as add-march-promos takes it: days MM/DD/YYYY; a flexible row sends none. */
const payloadOf = (r: Row): TradeRowInput => ({
  ean: r.ean.trim() || null,
  regularPrice: r.regularPrice.trim() || null,
  promoPrice: r.promoPrice.trim() || null,
  startDate: !r.flexDate && r.startDate ? sendDayOf(r.startDate) : null,
  endDate: !r.flexDate && r.endDate ? sendDayOf(r.endDate) : null,
  flexDate: r.flexDate,
  additionalComments: r.additionalComments.trim() || null,
});

const ROW_FIELD = /^payload\.(\d+)\.(\w+)$/;

export interface AddNominationsProps {
  vendorNumber: string;
  publisherName: string;
  onCancel: () => void;
  onSaved: (saved: TradeAdded) => void;
}

/**
 * An administrator enters a trade publisher's nominations for one current promotion: a row a
 * retail title. The server saves every row or none; its problems come back on `payload.N.field`
 * and are shown in their row's cell (the text after the description's pipe), the rest above.
 */
export function AddNominations({ vendorNumber, publisherName, onCancel, onSaved }: AddNominationsProps) {
  const definitions = useQuery(promotionsQuery());
  const [definitionId, setDefinitionId] = useState('');
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  const [cells, setCells] = useState<RowProblems>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [definitionProblem, setDefinitionProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  // Opening the section takes the focus to its heading, so what follows is read from there.
  useEffect(() => heading.current?.focus(), []);

  const focusFirstProblem = () =>
    setTimeout(
      () =>
        (
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
          formRef.current?.querySelector<HTMLElement>('[role="alert"]')
        )?.focus(),
      0,
    );

  const edit = (key: string, cell: Cell, value: string | boolean) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [cell]: value } : r)));
    setCells((c) => (c[key]?.[cell] ? { ...c, [key]: { ...c[key], [cell]: undefined } } : c));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const sent = rows.filter((r) => !blank(r));
    const noDefinition = !definitionId;
    const noRows = sent.length === 0;
    setDefinitionProblem(noDefinition ? T('add.definitionRequired') : undefined);
    setCells({});
    setProblems(noRows ? [T('add.rowsRequired')] : []);
    if (noDefinition || noRows) {
      focusFirstProblem();
      return;
    }
    // Each problem names its row by the index sent; blank rows are not sent.
    const onServerError = (err: AppError): boolean => {
      const byRow: RowProblems = {};
      const rest: string[] = [];
      for (const item of err.items) {
        const message = promoErrorMessage(item.description);
        const m = item.field ? ROW_FIELD.exec(item.field) : null;
        const row = m ? sent[Number(m[1])] : undefined;
        const cell = COLUMNS.find((c) => c === m?.[2]);
        if (row && cell) byRow[row.key] = { ...byRow[row.key], [cell]: byRow[row.key]?.[cell] ?? message };
        else if (row) rest.push(T('add.rowProblem', { n: rows.indexOf(row) + 1, message }));
        else if (item.field === 'definitionId') setDefinitionProblem(message);
        else rest.push(message);
      }
      setCells(byRow);
      setProblems(rest);
      focusFirstProblem();
      return err.status >= 400 && err.status < 500;
    };
    setPending(true);
    try {
      onSaved(await addTradePromos(vendorNumber, definitionId, sent.map(payloadOf), onServerError));
    } catch {
      // The problems are shown in their cells and above; anything else reached the central handling.
    } finally {
      setPending(false);
    }
  }

  const failed = problems.length > 0 || Object.keys(cells).length > 0;
  const options = definitions.data ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={pending || undefined}>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId} ref={heading} tabIndex={-1}>
            {T('add.title', { name: publisherName })}
          </Title>
          <Text>{T('add.intro')}</Text>
          {failed ? (
            <Alert color="red" role="alert" tabIndex={-1} title={T('add.problems')}>
              <Text size="sm">{T('add.problemsIntro')}</Text>
              {problems.length ? (
                <List size="sm" mt="xs">
                  {problems.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              ) : null}
            </Alert>
          ) : null}
          {definitions.isError ? (
            <Text role="alert">{T('add.definitionsError')}</Text>
          ) : definitions.isSuccess && options.length === 0 ? (
            <Text role="status">{T('add.noDefinitions')}</Text>
          ) : (
            <NativeSelect
              label={T('add.definition')}
              withAsterisk
              maw={480}
              disabled={!definitions.isSuccess}
              value={definitionId}
              onChange={(e) => {
                setDefinitionId(e.currentTarget.value);
                setDefinitionProblem(undefined);
              }}
              error={definitionProblem}
              data={[
                {
                  value: '',
                  label: definitions.isSuccess ? T('add.chooseDefinition') : T('add.definitionsLoading'),
                },
                ...options.map((d) => ({ value: d.id, label: d.merchPromoName })),
              ]}
            />
          )}
          <EditableRowsTable
            caption={T('add.caption')}
            headers={[
              T('add.col.ean'),
              T('add.col.regularPrice'),
              T('add.col.promoPrice'),
              T('add.col.start'),
              T('add.col.end'),
              T('add.col.flexible'),
              T('add.col.comments'),
            ]}
            rows={rows}
            cells={(r, n) => {
              const p = cells[r.key] ?? {};
              return [
                <TextInput
                  key="ean"
                  aria-label={T('add.eanOf', { n })}
                  inputMode="numeric"
                  maxLength={20}
                  value={r.ean}
                  onChange={(e) => edit(r.key, 'ean', e.currentTarget.value)}
                  error={p.ean}
                />,
                <TextInput
                  key="regularPrice"
                  aria-label={T('add.regularPriceOf', { n })}
                  inputMode="decimal"
                  maxLength={20}
                  value={r.regularPrice}
                  onChange={(e) => edit(r.key, 'regularPrice', e.currentTarget.value)}
                  error={p.regularPrice}
                />,
                <TextInput
                  key="promoPrice"
                  aria-label={T('add.promoPriceOf', { n })}
                  inputMode="decimal"
                  maxLength={20}
                  value={r.promoPrice}
                  onChange={(e) => edit(r.key, 'promoPrice', e.currentTarget.value)}
                  error={p.promoPrice}
                />,
                <TextInput
                  key="startDate"
                  type="date"
                  aria-label={T('add.startOf', { n })}
                  disabled={r.flexDate}
                  value={r.startDate}
                  onChange={(e) => edit(r.key, 'startDate', e.currentTarget.value)}
                  error={p.startDate}
                />,
                <TextInput
                  key="endDate"
                  type="date"
                  aria-label={T('add.endOf', { n })}
                  disabled={r.flexDate}
                  min={r.startDate || undefined}
                  value={r.endDate}
                  onChange={(e) => edit(r.key, 'endDate', e.currentTarget.value)}
                  error={p.endDate}
                />,
                <Checkbox
                  key="flexDate"
                  aria-label={T('add.flexibleOf', { n })}
                  checked={r.flexDate}
                  onChange={(e) => edit(r.key, 'flexDate', e.currentTarget.checked)}
                  error={p.flexDate}
                />,
                <TextInput
                  key="additionalComments"
                  aria-label={T('add.commentsOf', { n })}
                  value={r.additionalComments}
                  onChange={(e) => edit(r.key, 'additionalComments', e.currentTarget.value)}
                  error={p.additionalComments}
                />,
              ];
            }}
            remove={{
              header: T('add.col.remove'),
              text: T('add.remove'),
              labelOf: (n) => T('add.removeOf', { n }),
              disabled: rows.length === 1,
              onRemove: (key) => setRows(rows.filter((x) => x.key !== key)),
            }}
            add={{ text: T('add.addRow'), onAdd: () => setRows([...rows, newRow()]) }}
            minWidth={960}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {T('add.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {T('add.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
