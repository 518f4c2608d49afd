/**
 * The words of author pages, shared by the server (its refusals) and the browser (the form), so
 * both say the same thing for the same mistake.
 */
export const AUTHOR_PAGE_MESSAGES = {
  nameRequired: 'Please enter the name readers know you by.',
  nameTooLong: 'Please keep the name to 100 characters or fewer.',
  nameTaken: 'You already have an author page with this name.',
  biographyTooLong: 'Please keep the biography to 5,000 characters or fewer.',
  linksTooMany: 'You can add up to 5 links.',
  linkLabelRequired: 'Please enter a label for this link, such as Website or Instagram.',
  linkLabelTooLong: 'Please keep the label to 40 characters or fewer.',
  linkUrlRequired: 'Please enter the web address of this link.',
  linkUrlInvalid: 'Please enter a full web address starting with https:// or http://.',
  linkUrlTooLong: 'Please keep the web address to 500 characters or fewer.',
  booksTooMany: 'An author page can show up to 100 books.',
  bookNotFound: 'We could not find one of these books in your account.',
  featureMissing: 'Author pages are not available for your account.',
  none: 'Your account cannot have author pages.',
} as const;

/** The refusal past the account's limit: "Your account can have up to 3 author pages." */
export function authorPageLimitMessage(limit: number): string {
  if (limit <= 0) return AUTHOR_PAGE_MESSAGES.none;
  return `Your account can have up to ${limit} author ${limit === 1 ? 'page' : 'pages'}.`;
}
