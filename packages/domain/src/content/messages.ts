import { MESSAGE_DETAILS_MAX, MESSAGE_TITLE_MAX, PAGE_TITLE_MAX } from './types';

/** Quire's words for the content screens and calls (the spec gives none). */
export const CONTENT_MESSAGES = {
  titleRequired: 'Please enter a title.',
  titleTooLong: `Please keep the title to ${MESSAGE_TITLE_MAX} characters.`,
  detailsRequired: 'Please enter the message.',
  detailsTooLong: `Please keep the message to ${MESSAGE_DETAILS_MAX} characters.`,
  dateInvalid: 'Please enter a date and time such as 2026-05-01T09:00:00Z.',
  endBeforeStart: 'The end must be after the start.',
  recipientsRequired: 'Please choose at least one recipient.',
  recipientUnknown: 'One of the recipients is not an author account. Please choose them from the search.',
  segmentRequired: 'Please choose at least one filter for the audience.',
  pageTitleRequired: 'Please enter the page title.',
  pageTitleTooLong: `Please keep the page title to ${PAGE_TITLE_MAX} characters.`,
  pageHtmlTooLong: 'This page is too long. Please split it.',
  pageNotFound: 'There is no such page.',
  versionNotFound: 'There is no such version of this page.',
  messageNotFound: 'There is no such broadcast message. It may have been deleted.',
  bannerNotFound: 'There is no such ad banner. It may have been deleted.',
  moduleTemplateRequired: 'Please choose a template.',
  modulePagesRequired: 'Please choose at least one page.',
  modulePageNotAllowed: 'This kind of module cannot be placed on that page.',
  imageNotImage: 'This file is not an image. Please upload a PNG, JPEG, WebP or GIF.',
  imageTooLarge: 'This image is larger than 5 MB. Please upload a smaller one.',
  imageRequired: 'Please upload an image.',
  linkInvalid: 'Please enter a link that starts with https:// or /.',
  moduleColumnCount: 'A single module has one column; a double one, two.',
  moduleCopyRequired: 'Please enter the copy.',
  imageAltRequired: 'Please describe the image for readers who cannot see it.',
  bannerHtmlRequired: "Please enter the banner's HTML.",
  affectedTitles: (n: number) => (n === 1 ? '1 of your titles' : `${n} of your titles`),
  acknowledge: 'I have read this',
  dismiss: 'Dismiss',
} as const;

/** The ad banners' resource types in words (banner-resource-type). */
export const BANNER_RESOURCE_TYPE_TEXT = {
  IMAGE: { label: 'Image', description: 'An uploaded image with its alt text, linked to a page.' },
  HTML: { label: 'HTML', description: 'Formatted text (the rich-text tags and links only).' },
} as const;
