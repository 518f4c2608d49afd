import { AUTHOR_PAGE_MESSAGES as M } from '@quire/domain/author-pages/messages';
import {
  AUTHOR_BIOGRAPHY_MAX,
  AUTHOR_LINK_LABEL_MAX,
  AUTHOR_LINK_URL_MAX,
  AUTHOR_LINKS_MAX,
  AUTHOR_NAME_MAX,
  isAuthorLinkUrl,
  richTextLength,
} from '@quire/domain/author-pages/rules';
import { custom, maxLength, required } from '@quire/domain/forms/rules';
import type { FieldDefinition, FormDefinition } from '@quire/domain/forms/types';
import type { AuthorPage, AuthorPageBody } from '../api/author-pages';

/** The link slots of the form: `links.{i}.label` and `links.{i}.url`, the server's field keys. */
export const LINK_SLOTS = Array.from({ length: AUTHOR_LINKS_MAX }, (_, i) => i);
export const labelKey = (i: number) => `links.${i}.label`;
export const urlKey = (i: number) => `links.${i}.url`;

/**
 * The author page form's controls with the server's words (packages/domain author-pages): the
 * name, the biography, five link slots (those past the links shown stay disabled, so their rules
 * do not run) and the books.
 */
export function pageForm(page: AuthorPage | null): FormDefinition {
  const links: Record<string, FieldDefinition<string>> = {};
  for (const i of LINK_SLOTS) {
    const link = page?.links[i];
    links[labelKey(i)] = {
      label: 'label',
      initial: link?.label ?? '',
      disabled: !link,
      rules: [required(M.linkLabelRequired), maxLength(AUTHOR_LINK_LABEL_MAX, M.linkLabelTooLong)],
    };
    links[urlKey(i)] = {
      label: 'web address',
      initial: link?.url ?? '',
      disabled: !link,
      rules: [
        required(M.linkUrlRequired),
        maxLength(AUTHOR_LINK_URL_MAX, M.linkUrlTooLong),
        custom('url', (v) => (isAuthorLinkUrl(String(v)) ? null : M.linkUrlInvalid)),
      ],
    };
  }
  return {
    name: {
      label: 'name',
      initial: page?.name ?? '',
      rules: [required(M.nameRequired), maxLength(AUTHOR_NAME_MAX, M.nameTooLong)],
    },
    biography: {
      label: 'biography',
      initial: page?.biography ?? '',
      text: false,
      rules: [
        custom('biography', (v) =>
          richTextLength(String(v)) > AUTHOR_BIOGRAPHY_MAX ? M.biographyTooLong : null,
        ),
      ],
    },
    projectIds: { label: 'books', initial: [...(page?.projectIds ?? [])] as string[] },
    ...links,
  };
}

/** What the form sends: the first `linkCount` links, the books in the order chosen. */
export function pageBody(
  values: Record<string, unknown>,
  linkCount: number,
  photo: AuthorPage['photo'] | undefined,
): AuthorPageBody {
  return {
    name: String(values.name ?? ''),
    biography: String(values.biography ?? '') || null,
    links: LINK_SLOTS.slice(0, linkCount).map((i) => ({
      label: String(values[labelKey(i)] ?? ''),
      url: String(values[urlKey(i)] ?? ''),
    })),
    projectIds: [...((values.projectIds as string[] | undefined) ?? [])],
    // A photo removed in the form is sent as null; otherwise the page keeps its own.
    ...(photo === null ? { photo: null } : {}),
  };
}
