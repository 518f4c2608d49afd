import '@mantine/core/styles/Fieldset.css';
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Input,
  List,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { AppErrorBase, PROMO_MESSAGES as M, PROMO_SHEET_MAX_ROWS } from '@quire/domain';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PROMO_SHEET_COLUMNS, type SheetUploadReply, uploadPromoSheet } from '../../api/sheets';
import { nominationText } from './messages';

/** The template: the header row alone, made here so it always names the columns the server reads. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${PROMO_SHEET_COLUMNS.join(',')}\r\n`)}`;
const ROW_FIELD = /^rows\.\d+\./;

type Outcome =
  | { kind: 'saved'; count: number }
  | { kind: 'rows'; messages: string[] }
  | { kind: 'refused'; messages: string[] };

export interface SheetUploadProps {
  definitionId: string;
  /** Administrators name the publisher by vendor number; a publisher's own titles are meant otherwise. */
  isAdmin: boolean;
  summaryPath: string;
  onSaved: (reply: SheetUploadReply) => void;
}

/**
 * Nominations of many titles at once (uploadPromoSheet), collapsed under the single-title form:
 * the columns, a template, the file and its upload with progress, then how many were submitted,
 * or every row's problem (nothing is saved then), or why the file was refused.
 */
export function SheetUpload({ definitionId, isAdmin, summaryPath, onSaved }: SheetUploadProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [vendorNumber, setVendorNumber] = useState('');
  const [vendorError, setVendorError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const vendorInput = useRef<HTMLInputElement>(null);
  const sending = percent !== null;

  async function upload() {
    if (!file || sending) return;
    const vendor = vendorNumber.trim();
    if (isAdmin && !vendor) {
      setVendorError(M.required('Vendor Number'));
      vendorInput.current?.focus();
      return;
    }
    setVendorError(null);
    setOutcome(null);
    setPercent(0);
    try {
      const reply = await uploadPromoSheet(definitionId, isAdmin ? vendor : undefined, file, setPercent);
      setOutcome({ kind: 'saved', count: reply.saved });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onSaved(reply);
    } catch (e) {
      const items = e instanceof AppErrorBase ? e.items : [];
      const vendorItems = items.filter((i) => i.field === 'vendorNumber');
      if (vendorItems.length > 0) setVendorError(vendorItems.map((i) => i.description).join(' '));
      const rows = items.filter((i) => ROW_FIELD.test(i.field ?? ''));
      const others = items.filter((i) => i.field !== 'vendorNumber' && !ROW_FIELD.test(i.field ?? ''));
      if (rows.length > 0) setOutcome({ kind: 'rows', messages: rows.map((i) => i.description) });
      else if (others.length > 0) setOutcome({ kind: 'refused', messages: others.map((i) => i.description) });
      else if (vendorItems.length === 0) setOutcome({ kind: 'refused', messages: [] });
    } finally {
      setPercent(null);
    }
  }

  const sectionId = `${id}-sheet`;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="default"
          aria-expanded={open}
          aria-controls={sectionId}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
          {nominationText('sheet.toggle')}
        </Button>
      </Group>
      {open ? (
        <Fieldset id={sectionId} legend={nominationText('sheet.toggle')}>
          <Stack gap="sm">
            <Text size="sm">{nominationText('sheet.intro', { rows: PROMO_SHEET_MAX_ROWS })}</Text>
            <Table withTableBorder aria-label={nominationText('sheet.columns')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{nominationText('sheet.col.name')}</Table.Th>
                  <Table.Th scope="col">{nominationText('sheet.col.content')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {PROMO_SHEET_COLUMNS.map((c) => (
                  <Table.Tr key={c}>
                    <Table.Th scope="row">
                      <code>{c}</code>
                    </Table.Th>
                    <Table.Td>{nominationText(`sheet.col.${c}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group>
              <Anchor href={TEMPLATE_HREF} download="promotion-nominations.csv">
                {nominationText('sheet.template')}
              </Anchor>
            </Group>
            {isAdmin ? (
              <TextInput
                ref={vendorInput}
                label={nominationText('sheet.vendorNumber')}
                description={nominationText('sheet.vendorHint')}
                required
                maxLength={40}
                value={vendorNumber}
                error={vendorError}
                onChange={(e) => {
                  setVendorNumber(e.currentTarget.value);
                  setVendorError(null);
                }}
              />
            ) : null}
            <Input.Wrapper
              id={`${id}-file`}
              label={nominationText('sheet.file')}
              description={nominationText('sheet.fileHint')}
            >
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept=".xlsx,.csv"
                aria-describedby={`${id}-file-description`}
                disabled={sending}
                onChange={(e) => {
                  setFile(e.currentTarget.files?.[0] ?? null);
                  setOutcome(null);
                }}
              />
            </Input.Wrapper>
            <Group>
              <Button onClick={() => void upload()} disabled={!file} loading={sending}>
                {nominationText('sheet.upload')}
              </Button>
            </Group>
            {sending && file ? (
              <Stack gap={4}>
                <Progress
                  value={percent}
                  aria-label={nominationText('sheet.progress', { name: file.name })}
                />
                <Text size="sm">{nominationText('sheet.percent', { name: file.name, percent })}</Text>
              </Stack>
            ) : null}
            {/* Always in the page, so the count is read out when it appears. */}
            <div role="status">
              {outcome?.kind === 'saved' ? (
                <Paper withBorder p="sm" bg="green.0">
                  <Text>
                    {outcome.count === 1
                      ? nominationText('sheet.savedOne')
                      : nominationText('sheet.saved', { count: outcome.count })}{' '}
                    <Anchor component={Link} to={summaryPath}>
                      {nominationText('nom.summaryLink')}
                    </Anchor>
                  </Text>
                </Paper>
              ) : null}
            </div>
            {/* Mantine's Alert is role="alert": a refusal is announced as it appears. */}
            {outcome?.kind === 'rows' ? (
              <Alert color="red" title={nominationText('sheet.rowsRefused')}>
                <List size="sm">
                  {outcome.messages.map((m, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the messages are fixed once shown
                    <List.Item key={i}>{m}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {outcome?.kind === 'refused' ? (
              <Alert color="red" title={nominationText('sheet.refused')}>
                {outcome.messages.map((m, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the messages are fixed once shown
                  <Text key={i} size="sm">
                    {m}
                  </Text>
                ))}
              </Alert>
            ) : null}
          </Stack>
        </Fieldset>
      ) : null}
    </Stack>
  );
}
