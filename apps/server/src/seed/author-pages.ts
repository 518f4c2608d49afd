import { AppError, authorPageInputSchema, showsAuthorPages } from '@quire/domain';
import type { AccountsService } from '../modules/accounts';
import type { AuthorPagesService } from '../modules/author-pages';

/** The demo author's page: their pen name, a few lines about them and their website. */
export const DEMO_AUTHOR_PAGE = {
  name: 'Ada Author',
  biography:
    '<p>Ada Author writes quiet novels about lighthouses, orchards and the people who keep them. She grew up on the coast of Maine, worked for twenty years as a ship’s engineer, and now writes from a small house with a large garden.</p><p>Her first novel, <em>The Lighthouse Keeper’s Daughter</em>, was a book-club favourite; <em>The Clockwork Orchard</em> followed.</p>',
  links: [{ label: 'Website', url: 'https://ada-author.example.com' }],
} as const;

/** A 320 × 320 portrait drawn at seed time: a figure against a sea-blue sky (no face, no text). */
async function portrait(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3e7cb1"/><stop offset="1" stop-color="#faf0ca"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#s)"/>
  <circle cx="160" cy="128" r="58" fill="#0d3b66"/>
  <path d="M52 320c8-78 52-118 108-118s100 40 108 118z" fill="#0d3b66"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface AuthorPageSeedServices {
  accounts: Pick<AccountsService, 'sessionUserByEmail'>;
  authorPages: Pick<AuthorPagesService, 'list' | 'create' | 'seedPhoto'>;
}

/**
 * Gives the demo author their author page with their books on sale and a photo (demo mode),
 * insert-only: a page of that name stays as the author left it, so a restart adds nothing. Made
 * through the service as the author, as a person's would be; an older demo account without the
 * feature gets none.
 */
export async function seedDemoAuthorPage(services: AuthorPageSeedServices, email: string): Promise<boolean> {
  const author = await services.accounts.sessionUserByEmail(email);
  if (!author || !showsAuthorPages(author) || author.authorAccess < 1) return false;
  const { pages, books } = await services.authorPages.list(author);
  if (pages.some((p) => p.name.toLowerCase() === DEMO_AUTHOR_PAGE.name.toLowerCase())) return false;
  try {
    const page = await services.authorPages.create(
      author,
      authorPageInputSchema.parse({
        ...DEMO_AUTHOR_PAGE,
        projectIds: books.filter((b) => b.onSale).map((b) => b.id),
      }),
    );
    await services.authorPages.seedPhoto(author.customerId, page.id, portrait);
    return true;
  } catch (error) {
    // Another process starting at once made it first, or the author keeps as many pages as allowed.
    if (error instanceof AppError) return false;
    throw error;
  }
}
