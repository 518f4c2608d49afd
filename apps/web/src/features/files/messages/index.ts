import {
  type Catalogues,
  createTranslator,
  type MessageParams,
  withCommonwealth,
} from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';
import { filesCommonwealth, filesEnUS } from './files';
import { finalFilesCommonwealth, finalFilesEnUS } from './final';

/**
 * The files feature's strings (en-US holds every key; other locales override only what differs).
 * Kept beside the feature so its chunks carry them, not the first page; the previews' own strings
 * are in preview/messages.ts, the summary's files' in final.ts (loaded alone on the summary).
 */
export const FILES_EN_US = { ...filesEnUS, ...finalFilesEnUS } as const;

export type FilesMessageKey = keyof typeof FILES_EN_US;

/**
 * Commonwealth spelling (colour) for en-au, en-ca, en-gb, en-ie and en-nz; en-il follows US
 * spelling (packages/domain/src/i18n/messages/en-il.ts).
 */
const commonwealth = {
  ...filesCommonwealth,
  ...finalFilesCommonwealth,
} as const satisfies Partial<Record<FilesMessageKey, string>>;

export const FILES_CATALOGUES: Catalogues<FilesMessageKey> = withCommonwealth(FILES_EN_US, commonwealth);

export const filesText: (key: FilesMessageKey, params?: MessageParams) => string = createTranslator(
  FILES_CATALOGUES,
  locale,
);
