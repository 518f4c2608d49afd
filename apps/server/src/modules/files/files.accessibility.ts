import { accessibilityReport, type EpubAccessibility, type Finding } from '@quire/domain';

/**
 * The accessibility findings of an interior EPUB (decision 046): what its package document lacks
 * or gets wrong by EPUB Accessibility 1.1, from the file alone. Warnings and notes, never errors:
 * a book without accessibility metadata still publishes, and the author may state what the file
 * does not in the About step.
 */
export function accessibilityFindings(declared: EpubAccessibility, opfPath: string | null): Finding[] {
  return accessibilityReport(declared, null).findings.map((f) => ({
    severity: f.severity,
    code: f.code,
    message: f.message,
    ...(opfPath ? { path: opfPath } : {}),
    source: 'quire' as const,
  }));
}
