import { Badge, Fieldset, Group, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  ACCESS_MODE_LABELS,
  ACCESS_MODES,
  ACCESSIBILITY_HAZARDS,
  ACCESSIBILITY_STATUS_LABELS,
  ACCESSIBILITY_SUMMARY_MAX,
  type AccessibilityProperty,
  type AccessibilityStatement,
  type AccessibilityStatus,
  accessibilityReport,
  accessibilityStatementSchema,
  COMMON_FEATURES,
  CONFORMANCE_STATEMENTS,
  EMPTY_ACCESSIBILITY,
  FEATURE_LABELS,
  HAZARD_LABELS,
  type Project,
  SUFFICIENT_SETS,
  sufficientSetLabel,
} from '@quire/domain';
import { useId, useState } from 'react';
import { type BuilderMessageKey, builderText } from '../messages';
import type { SaveController } from '../use-save-state';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';

const STATUS_COLOR: Record<AccessibilityStatus, string> = {
  conformant: 'green.9',
  partial: 'blue.9',
  missing: 'red.9',
};

type ListKey = 'accessModes' | 'accessModesSufficient' | 'features' | 'hazards';
type FileValues = readonly string[] | string | null | undefined;

/** Options of a list: the offered values and whatever the statement or the file already holds. */
const options = (values: readonly string[], label: (v: string) => string, extra: readonly string[] = []) =>
  [...new Set([...values, ...extra])].map((value) => ({ value, label: label(value) }));

const modeLabel = (v: string) => ACCESS_MODE_LABELS[v as keyof typeof ACCESS_MODE_LABELS] ?? v;
const featureLabel = (v: string) => FEATURE_LABELS[v as keyof typeof FEATURE_LABELS] ?? v;
const hazardLabel = (v: string) => HAZARD_LABELS[v as keyof typeof HAZARD_LABELS] ?? v;

/** What the EPUB says of one item, under its control. */
function fileNote(values: FileValues): string {
  const list = typeof values === 'string' ? [values] : (values ?? []);
  return list.length
    ? builderText('a11y.fromFile', { values: list.join(', ') })
    : builderText('a11y.fromFileNone');
}

/**
 * The About step's Accessibility section of an eBook (EAA_ACCESS, decision 046): the status and
 * findings of its accessibility metadata (the EPUB's, with the author's statement over it, worked
 * out by the domain as the server does), and the controls where the author states what the file
 * does not. Each change is checked by the shared schema and saved with the project.
 */
export function AccessibilitySection({ project, save }: { project: Project; save: SaveController }) {
  const [statement, setStatement] = useState<AccessibilityStatement>(
    project.accessibility ?? EMPTY_ACCESSIBILITY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const file = project.epubAccessibility;
  const report = accessibilityReport(file, statement);
  const findingsId = useId();

  function update(next: AccessibilityStatement, now = true) {
    setStatement(next);
    const parsed = accessibilityStatementSchema.safeParse(next);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      save.markUnsaved(['accessibility']);
      return;
    }
    setErrors({});
    if (now) void save.saveNow({ accessibility: parsed.data });
    else save.change({ accessibility: parsed.data });
  }

  /** A MultiSelect's props for one list of the statement. */
  const list = (
    key: ListKey,
    property: AccessibilityProperty,
    hint: BuilderMessageKey,
    label: (v: string) => string,
    values: readonly string[],
  ) => ({
    data: options(values, label, statement[key]),
    value: statement[key] as string[],
    onChange: (next: string[]) => update({ ...statement, [key]: next } as AccessibilityStatement),
    description: described(hint, property, file?.[key]),
    error: errors[key],
    searchable: true,
    clearable: true,
  });

  /** The hint, and what the EPUB says unless the author's statement is what counts. */
  const described = (hint: BuilderMessageKey, property: AccessibilityProperty, values: FileValues) =>
    report.sources[property] === 'author' ? builderText(hint) : `${builderText(hint)} ${fileNote(values)}`;

  return (
    <Fieldset legend={builderText('a11y.title')}>
      <Stack gap="sm">
        <Text size="sm">{builderText('a11y.intro')}</Text>
        <Group gap="xs">
          <Badge variant="light" color={STATUS_COLOR[report.status]} component="p" data-testid="a11y-status">
            {builderText('a11y.status', { status: ACCESSIBILITY_STATUS_LABELS[report.status] })}
          </Badge>
        </Group>
        <div id={findingsId}>
          {report.findings.length ? (
            <>
              <Text size="sm" fw={600}>
                {builderText('a11y.findings')}
              </Text>
              <ul className="a11y-findings" aria-label={builderText('a11y.findings')}>
                {report.findings.map((f) => (
                  <li key={`${f.code}-${f.message}`} data-code={f.code}>
                    <Text size="sm" c={f.severity === 'INFO' ? 'dimmed' : undefined}>
                      {f.message}
                    </Text>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Text size="sm">{builderText('a11y.noFindings')}</Text>
          )}
        </div>
        <MultiSelect
          label={builderText('a11y.accessModes')}
          {...list('accessModes', 'accessMode', 'a11y.accessModesHint', modeLabel, ACCESS_MODES)}
        />
        <MultiSelect
          label={builderText('a11y.sufficient')}
          {...list(
            'accessModesSufficient',
            'accessModeSufficient',
            'a11y.sufficientHint',
            sufficientSetLabel,
            SUFFICIENT_SETS,
          )}
        />
        <MultiSelect
          label={builderText('a11y.features')}
          {...list('features', 'accessibilityFeature', 'a11y.featuresHint', featureLabel, COMMON_FEATURES)}
        />
        <MultiSelect
          label={builderText('a11y.hazards')}
          {...list('hazards', 'accessibilityHazard', 'a11y.hazardsHint', hazardLabel, ACCESSIBILITY_HAZARDS)}
        />
        <Textarea
          label={builderText('a11y.summary')}
          description={described('a11y.summaryHint', 'accessibilitySummary', file?.summary)}
          value={statement.summary ?? ''}
          maxLength={ACCESSIBILITY_SUMMARY_MAX}
          rows={3}
          error={errors.summary}
          onChange={(e) => update({ ...statement, summary: e.currentTarget.value }, false)}
          onBlur={() => update(statement)}
        />
        <Select
          label={builderText('a11y.conformsTo')}
          description={described('a11y.conformsToHint', 'conformsTo', file?.conformsTo)}
          placeholder={builderText('a11y.conformsToNone')}
          data={[...CONFORMANCE_STATEMENTS]}
          value={statement.conformsTo}
          onChange={(value) => update({ ...statement, conformsTo: value })}
          error={errors.conformsTo}
          clearable
        />
      </Stack>
    </Fieldset>
  );
}
