import {
  type Catalogues,
  createTranslator,
  type MessageParams,
  withCommonwealth,
} from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';
import { filesCommonwealth, filesEnUS } from './files';

/**
 * The files feature's strings (en-US holds every key; other locales override only what differs).
 * Kept beside the feature so its chunks carry them, not the first page; the previews' own strings
 * are in preview/messages.ts.
 */
export type FilesMessageKey = keyof typeof filesEnUS;

/**
 * Commonwealth spelling (colour) for en-au, en-ca, en-gb, en-ie and en-nz; en-il follows US
 * spelling (packages/domain/src/i18n/messages/en-il.ts).
 */
const commonwealth = filesCommonwealth satisfies Partial<Record<FilesMessageKey, string>>;

export const FILES_CATALOGUES: Catalogues<FilesMessageKey> = withCommonwealth(filesEnUS, commonwealth);

export const filesText: (key: FilesMessageKey, params?: MessageParams) => string = createTranslator(
  FILES_CATALOGUES,
  locale,
);
