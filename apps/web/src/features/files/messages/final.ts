import {
  type Catalogues,
  createTranslator,
  type MessageParams,
  withCommonwealth,
} from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';

/**
 * The summary's files (components/FinalFiles.tsx): the files' check statuses and the final-files
 * question, in a module of their own so a book's summary does not load every file screen's strings
 * (decision 056). The feature's whole catalogue (index.ts) includes these.
 */
export const finalFilesEnUS = {
  'file.notUploaded': 'Not uploaded',
  'files.status.NOT_STARTED': 'Waiting to be checked',
  'files.status.IN_PROGRESS': 'Being checked',
  'files.status.SUCCESSFUL': 'Passed the check',
  'files.status.ERROR': 'Did not pass the check',
  'files.status.unknown': 'Unknown status ({status})',
  'files.final.heading': 'Your files',
  'files.final.question': 'Are these your final interior and cover files?',
  'files.final.yes': 'Yes, these are my final files',
  'files.final.no': 'No, I will change them',
  'files.final.confirm': 'Confirm final files',
  'files.final.title': 'Final files',
  'files.final.confirmed': 'Thank you. Your files go to review when you publish or order.',
  'files.final.interior': 'Interior',
  'files.final.cover': 'Cover',
} as const;

export type FinalFilesMessageKey = keyof typeof finalFilesEnUS;

/** No spelling of these differs in the Commonwealth locales. */
export const finalFilesCommonwealth = {} as const satisfies Partial<Record<FinalFilesMessageKey, string>>;

export const FINAL_FILES_CATALOGUES: Catalogues<FinalFilesMessageKey> = withCommonwealth(
  finalFilesEnUS,
  finalFilesCommonwealth,
);

/** The files feature's translator over the summary's strings only (index.ts has them all). */
export const filesText: (key: FinalFilesMessageKey, params?: MessageParams) => string = createTranslator(
  FINAL_FILES_CATALOGUES,
  locale,
);
