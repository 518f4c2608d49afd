import type { ContentMessagesService, MessageSeed } from '../modules/content';

/** Fixed ids, so a second seed finds what the first added and adds nothing (insert-only). */
export const DEMO_WELCOME_MESSAGE_ID = '6d0c5f1e-2a4b-4c7d-8e9f-0a1b2c3d4e21';
export const DEMO_MARKETING_MESSAGE_ID = '6d0c5f1e-2a4b-4c7d-8e9f-0a1b2c3d4e22';

/**
 * The demo's site messages, for every author account from the first start: a broadcast welcome
 * (INFO, until dismissed) and a marketing message for coupons, so a fresh start shows the bar.
 */
export const DEMO_MESSAGES: MessageSeed[] = [
  {
    id: DEMO_WELCOME_MESSAGE_ID,
    typeId: 2,
    title: 'Welcome to Quire',
    details:
      '<p>Start a book, upload your files and publish your eBook and print editions from one place. <strong>How it works</strong> walks you through every step.</p>',
    link: '/how-it-works',
    severity: 'INFO',
  },
  {
    id: DEMO_MARKETING_MESSAGE_ID,
    typeId: 1,
    title: 'Bring readers in with eBook coupons',
    details:
      '<p>Give readers a price off any of your on-sale eBooks for the days you choose, and see what you earn on each sale as you set it up.</p>',
    link: '/projects/coupon',
    severity: 'INFO',
  },
];

/**
 * Seeds the demo messages (demo mode): one already there, changed or not, is left as it is; one an
 * administrator deleted comes back at the next start, as the other demo content does.
 */
export async function seedDemoContentMessages(messages: Pick<ContentMessagesService, 'seedMessages'>) {
  return messages.seedMessages(DEMO_MESSAGES);
}
