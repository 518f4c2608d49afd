import { type Finding, replacementNeedsWarning, type Severity } from '@quire/domain';

/**
 * The browser's reading of preflight answers (spec 1 §4): NOT_STARTED, IN_PROGRESS or
 * NotStarted poll again after 2 seconds; ERROR, SUCCESSFUL or Completed stop; anything else is
 * an error.
 */
export const PREFLIGHT_POLL_MS = 2000;

export type PreflightPhase = 'pending' | 'passed' | 'failed' | 'unknown';

export function preflightPhase(status: string | null | undefined): PreflightPhase {
  switch (status) {
    case 'NOT_STARTED':
    case 'NotStarted':
    case 'IN_PROGRESS':
      return 'pending';
    case 'SUCCESSFUL':
    case 'COMPLETED':
    case 'Completed':
      return 'passed';
    case 'ERROR':
      return 'failed';
    default:
      return 'unknown';
  }
}

/** A conversion status of CONVERTED, CONVERTED_FROM_DOC or UNAVAILABLE: conversion is complete. */
export function conversionComplete(status: string | null | undefined): boolean {
  return status === 'CONVERTED' || status === 'CONVERTED_FROM_DOC' || status === 'UNAVAILABLE';
}

/** Spec 1 §4: whether replacing the current file needs the orderable-book warning (the domain's rule). */
export const replaceNeedsWarning = replacementNeedsWarning;

export const SEVERITY_ORDER: readonly Severity[] = ['ERROR', 'WARNING', 'INFO'];

/** Findings by severity, errors first, each group in the order the check reported them. */
export function groupFindings(findings: readonly Finding[]): { severity: Severity; items: Finding[] }[] {
  return SEVERITY_ORDER.map((severity) => ({
    severity,
    items: findings.filter((f) => f.severity === severity),
  })).filter((g) => g.items.length > 0);
}

export interface LocationWords {
  page: (n: number) => string;
  path: (path: string) => string;
  pathLine: (path: string, line: number) => string;
}

/** Where a finding is: "page 12", or the file inside the EPUB and its line; null when unknown. */
export function findingLocation(f: Finding, words: LocationWords): string | null {
  if (f.page != null) return words.page(f.page);
  if (f.path) return f.line != null ? words.pathLine(f.path, f.line) : words.path(f.path);
  return null;
}
