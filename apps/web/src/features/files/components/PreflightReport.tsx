import { List, Progress, Stack, Text, Title } from '@mantine/core';
import type { Finding, PreflightResult } from '@quire/domain';
import { findingLocation, groupFindings, preflightPhase } from '../lib/rules';
import { filesText } from '../messages';

const count = (n: number, kind: 'errors' | 'warnings') =>
  n === 1 ? filesText(`files.check.${kind}.one`) : filesText(`files.check.${kind}.many`, { count: n });

/** The one-line result: passed, passed with warnings, or n errors and m warnings. */
export function summaryLine(result: PreflightResult, what: string): string {
  const phase = preflightPhase(result.preFlightCheckStatus);
  const errors = result.data?.errorCount ?? 0;
  const warnings = result.data?.warningCount ?? 0;
  if (phase === 'passed') {
    return warnings > 0
      ? filesText('files.check.passedWarnings', { what, warnings: count(warnings, 'warnings') })
      : filesText('files.check.passed', { what });
  }
  if (phase === 'failed') {
    return filesText('files.check.failed', {
      what,
      errors: count(errors, 'errors'),
      warnings: count(warnings, 'warnings'),
    });
  }
  return filesText('files.check.unknown', { status: String(result.preFlightCheckStatus) });
}

const findingKey = (f: Finding) => [f.code, f.page, f.path, f.line, f.column, f.message].join('|');

const WHERE = {
  page: (page: number) => filesText('files.where.page', { page }),
  path: (path: string) => filesText('files.where.path', { path }),
  pathLine: (path: string, line: number) => filesText('files.where.pathLine', { path, line }),
};

function FindingItem({ finding }: { finding: Finding }) {
  const where = findingLocation(finding, WHERE);
  return (
    <List.Item>
      {where ? <Text span fw={600}>{`${where[0]?.toUpperCase()}${where.slice(1)}: `}</Text> : null}
      {finding.message}
    </List.Item>
  );
}

/** While the check runs: a progress bar from `data.progress` with its percentage as text. */
export function CheckProgress({ result, what }: { result: PreflightResult | undefined; what: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(result?.data?.progress ?? 0)));
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={filesText('files.check.progress', { what })} animated />
      <Text size="sm" aria-live="polite">
        {filesText('files.check.percent', { what, percent })}
      </Text>
    </Stack>
  );
}

/** The result of a finished check: the summary line, then the findings grouped by severity. */
export function PreflightReport({
  result,
  what,
  headingId,
}: {
  result: PreflightResult;
  what: string;
  headingId: string;
}) {
  const groups = groupFindings(result.data?.findings ?? []);
  const phase = preflightPhase(result.preFlightCheckStatus);
  return (
    <section aria-labelledby={headingId} className="files-report" data-phase={phase}>
      <Text id={headingId} fw={600} role="status" c={phase === 'passed' ? undefined : 'red.9'}>
        {summaryLine(result, what)}
      </Text>
      {result.pdfConversionStatus === 'CONVERTED_FROM_DOC' ? (
        <Text size="sm">{filesText('files.converted')}</Text>
      ) : null}
      {groups.length ? (
        <Stack gap="xs" mt="xs">
          <Title order={3} size="h5">
            {filesText('files.findings')}
          </Title>
          {groups.map((g) => (
            <div key={g.severity} className="files-findings" data-severity={g.severity}>
              <Title order={4} size="h6">
                {filesText(`files.severity.${g.severity}`)} ({g.items.length})
              </Title>
              <List size="sm" spacing={2}>
                {g.items.map((f) => (
                  <FindingItem key={findingKey(f)} finding={f} />
                ))}
              </List>
            </div>
          ))}
        </Stack>
      ) : null}
    </section>
  );
}
