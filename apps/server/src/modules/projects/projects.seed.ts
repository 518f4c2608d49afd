import { normalizeMoney, printSpecEffects } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { ContributorInput, ProjectsRepository } from './projects.repository';
import type { NewProjectRow } from './projects.tables';

/** A demo book: the project columns plus its contributors, categories (catalog ids) and series. */
export type DemoProject = Partial<Omit<NewProjectRow, 'type' | 'ownerCustomerId'>> & {
  type: 'PRINT' | 'POD' | 'EBOOK';
  contributors: ContributorInput[];
  categories?: string[];
  seriesName?: string;
};

/** A demo book as created: its id and title (the seed places its files in the same transaction). */
export interface SeededProject {
  id: string;
  title: string | null;
}

/** An on-sale eBook as the demo's analytics history reads it: what a fact keeps, and when it went on sale. */
export interface OnSaleEbook {
  projectId: string;
  ownerCustomerId: string;
  ean: string;
  listPrice: string | null;
  onSaleDate: Date;
}

/** Seeding for the projects module: the demo books in demo mode (idempotent). */
export function createProjectsSeeder(uow: UnitOfWork<ProjectsRepository>, now: () => Date) {
  return {
    /** One owner's on-sale eBooks with an EAN (or, with `ean`, that one of any owner), oldest on sale first. */
    async onSaleEbooks(q: { owner: string | null; ean?: string }): Promise<OnSaleEbook[]> {
      const rows = await uow.repos.promoTitles({ owner: q.owner, ean: q.ean, onSaleOnly: true, limit: 100 });
      return rows
        .flatMap((r) =>
          r.isbn && r.onSaleDate
            ? [
                {
                  projectId: r.id,
                  ownerCustomerId: r.ownerCustomerId,
                  ean: r.isbn,
                  listPrice: normalizeMoney(r.listPrice),
                  onSaleDate: r.onSaleDate,
                },
              ]
            : [],
        )
        .sort((a, b) => a.onSaleDate.getTime() - b.onSaleDate.getTime() || a.ean.localeCompare(b.ean));
    },

    /**
     * Gives the owner these books unless they already have some; answers the books created (none
     * when the owner had some). `withEach` runs for each book created, in the same transaction (the
     * seed places its files there). One transaction: a start that stops half-way leaves no
     * half-seeded library, and no book without the files its status implies.
     */
    seedDemo: (
      owner: string,
      books: DemoProject[],
      withEach?: (book: SeededProject, index: number, tx: Tx) => Promise<void>,
    ): Promise<SeededProject[]> =>
      uow.withTransaction(async (repo, tx) => {
        if ((await repo.countProjects(owner)) > 0) return [];
        const out: SeededProject[] = [];
        const at = now();
        for (const [i, book] of books.entries()) {
          const seeded = await insertDemo(
            repo,
            owner,
            book,
            new Date(at.getTime() - (books.length - i) * 60_000),
          );
          // Another process seeding at the same moment got there first (the ISBN is unique).
          if (!seeded) return [];
          await withEach?.(seeded, i, tx);
          out.push(seeded);
        }
        return out;
      }),

    /**
     * One more demo book for an owner who may have books already, kept once by its ISBN
     * (insert-only): answers it when created, null when a book holds that ISBN already.
     */
    seedDemoOnce: (
      owner: string,
      book: DemoProject & { isbn: string },
      at: Date,
    ): Promise<SeededProject | null> =>
      uow.withTransaction(async (repo) =>
        (await repo.projectWithIsbn(book.isbn, null)) ? null : insertDemo(repo, owner, book, at),
      ),
  };
}

/** Writes one demo book (row, group, contributors, categories, search text); null when its ISBN is taken. */
async function insertDemo(
  repo: ProjectsRepository,
  owner: string,
  book: DemoProject,
  when: Date,
): Promise<SeededProject | null> {
  const { contributors, categories, seriesName, ...columns } = book;
  const seriesId = seriesName ? await repo.ensureSeries(owner, seriesName, when) : null;
  const row = {
    ...columns,
    ownerCustomerId: owner,
    seriesId,
    createdAt: when,
    updatedAt: when,
  } as NewProjectRow;
  const quote = printSpecEffects(null, row);
  const created = await repo.insertProjectOnce({
    ...row,
    quotedPrice: quote.quotedPrice ?? null,
    price: row.listPrice ?? null,
    isbnSource: row.isbn ? 'OWN' : null,
    // A demo book may have gone on sale long before the seed (the demo's analytics history).
    publishedDate: row.status === 'ONSALE' ? (row.publishedDate ?? row.onSaleDate ?? when) : null,
    onSaleDate: row.status === 'ONSALE' ? (row.onSaleDate ?? when) : null,
  });
  if (!created) return null;
  if (created.title) {
    await repo.updateProject(created.id, {
      groupProjectId: await repo.createGroup(owner, created.title, when),
    });
  }
  await repo.replaceContributors(created.id, contributors);
  if (categories) await repo.replaceCategories(created.id, categories);
  await repo.refreshSearchText(created.id);
  return { id: created.id, title: created.title };
}
