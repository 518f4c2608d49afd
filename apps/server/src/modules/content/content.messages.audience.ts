import type { AccountsAdmin, AudienceAccountQuery } from '../accounts';
import type { AddressesService } from '../addresses';
import type { ContributorsService } from '../contributors';
import type { ProjectsService } from '../projects';
import type { VendorsService } from '../vendors';
import type { StoredAudience } from './content.tables';

/**
 * Who a site message reaches (spec 3 §3 "Broadcast message"), resolved by the modules that own the
 * facts, each in SQL: the accounts module the author accounts (never an administrator's; EVERYONE
 * is every active one), vendors the publisher names, addresses the countries, contributors who
 * works for an author, projects the books. A SEGMENT is the AND of its filters:
 *
 * - roles (any of them): PUBLISHER an account with a publisher name (vendor information), AUTHOR one
 *   without, CONTRIBUTOR an account that is a current contributor of some author;
 * - formats: owns a book of the format (EBOOK; PRINT is a POD or PRINT project);
 * - countries: an address of its address book is in one of them; an account with no address at all
 *   counts as in the United States (US), where Quire's accounts are unless they say otherwise;
 * - onSaleOnly: owns a book on sale (ONSALE, LSI_ONSALE), of the formats when given;
 * - eans: owns one of these books; the reader sees how many of theirs (affectedTitles).
 *
 * The count and the reader's check go through the same sets: the count leaves them open, the
 * reader's narrows each to that one account.
 */
export interface AudienceDeps {
  accounts: Pick<AccountsAdmin, 'audienceAccounts' | 'audienceCount'>;
  vendors: Pick<VendorsService, 'publishers'>;
  addresses: Pick<AddressesService, 'accountsInCountries'>;
  contributors: Pick<ContributorsService, 'contributorAccounts'>;
  projects: Pick<ProjectsService, 'audienceOwners'>;
}

/** The account a message is read by (a contributor acting for an author reads the author's). */
export interface Reader {
  customerId: string;
  userId: string;
  active: boolean;
}

/** The sets a segment narrows the accounts to; undefined leaves a set open. */
interface Narrowed {
  customerIds?: string[];
  userIds?: string[];
  excludeUserIds: string[];
  titles: Map<string, number> | null;
}

const BOOK_TYPES = { EBOOK: ['EBOOK'], PRINT: ['POD', 'PRINT'] } as const;
const US = 'US';

const intersect = (a: string[] | undefined, b: string[]): string[] =>
  a ? a.filter((x) => b.includes(x)) : [...new Set(b)];

export const hasBookFilter = (a: StoredAudience) => a.formats.length > 0 || a.onSaleOnly || a.eans.length > 0;

/** Whether a segment has anything to narrow by. */
export const segmentHasFilter = (a: StoredAudience) =>
  a.roles.length > 0 || a.countries.length > 0 || hasBookFilter(a);

export function createMessageAudience(deps: AudienceDeps) {
  /**
   * The segment's sets, each answered by its module; `among` narrows every query to one reader.
   * A memo shared by one reader's messages asks each question once.
   */
  async function narrow(a: StoredAudience, among: Reader | null, memo: Map<string, Promise<unknown>>) {
    const once = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
      if (!memo.has(key)) memo.set(key, ask());
      return memo.get(key) as Promise<T>;
    };
    const users = among ? [among.userId] : undefined;
    const out: Narrowed = { excludeUserIds: [], titles: null };

    const roles = new Set(a.roles);
    if (roles.size > 0 && !(roles.has('AUTHOR') && roles.has('PUBLISHER'))) {
      const publishers = (
        await once('publishers', () => deps.vendors.publishers(users ? { userIds: users } : {}))
      ).map((p) => p.userId);
      const contributors = roles.has('CONTRIBUTOR')
        ? await once('contributors', () => deps.contributors.contributorAccounts(users))
        : [];
      if (roles.has('AUTHOR'))
        out.excludeUserIds.push(...publishers.filter((u) => !contributors.includes(u)));
      else out.userIds = [...(roles.has('PUBLISHER') ? publishers : []), ...contributors];
    }

    if (a.countries.length > 0) {
      const key = `countries:${[...a.countries].sort().join(',')}`;
      const rows = await once(key, () => deps.addresses.accountsInCountries(a.countries, users));
      // No address counts as the United States: with US, leave out those whose addresses are all elsewhere.
      if (a.countries.includes(US))
        out.excludeUserIds.push(...rows.filter((x) => !x.inside).map((x) => x.userId));
      else
        out.userIds = intersect(
          out.userIds,
          rows.filter((x) => x.inside).map((x) => x.userId),
        );
    }

    if (hasBookFilter(a)) {
      const types =
        a.formats.length > 0 ? a.formats.flatMap((f) => BOOK_TYPES[f as keyof typeof BOOK_TYPES]) : null;
      const q = {
        types,
        onSaleOnly: a.onSaleOnly,
        eans: a.eans.length > 0 ? a.eans : null,
        owners: among ? [among.customerId] : null,
      };
      const owners = await once(`books:${JSON.stringify(q)}`, () => deps.projects.audienceOwners(q));
      out.customerIds = owners.map((o) => o.owner);
      if (q.eans) out.titles = new Map(owners.map((o) => [o.owner, o.titles]));
    }
    return out;
  }

  function query(a: StoredAudience, recipients: readonly string[], n: Narrowed | null): AudienceAccountQuery {
    if (a.kind === 'USERS') return { activeOnly: true, customerIds: recipients };
    if (a.kind !== 'SEGMENT' || !n) return { activeOnly: true };
    return {
      activeOnly: true,
      customerIds: n.customerIds,
      userIds: n.userIds,
      excludeUserIds: n.excludeUserIds,
    };
  }

  return {
    /** How many active author accounts the message reaches now (a count query). */
    async count(a: StoredAudience, recipients: readonly string[]): Promise<number> {
      const n = a.kind === 'SEGMENT' ? await narrow(a, null, new Map()) : null;
      return deps.accounts.audienceCount(query(a, recipients, n));
    },

    /** The account that reads messages as `customerId`, or null when it is no author account. */
    async reader(customerId: string): Promise<Reader | null> {
      const found = (
        await deps.accounts.audienceAccounts({ activeOnly: false, customerIds: [customerId] }, 1)
      )[0];
      return found ? { customerId: found.customerId, userId: found.userId, active: found.active } : null;
    },

    /** A memo for one reader's messages (the same question is asked once). */
    memo: () => new Map<string, Promise<unknown>>(),

    /**
     * Whether the message reaches the reader (a USERS message's choice is checked with its row, by
     * the repository), and how many of the reader's books it is about when it names books.
     */
    async reaches(
      a: StoredAudience,
      reader: Reader,
      memo: Map<string, Promise<unknown>>,
    ): Promise<{ reaches: boolean; affectedTitles: number | null }> {
      if (!reader.active) return { reaches: false, affectedTitles: null };
      if (a.kind !== 'SEGMENT') return { reaches: true, affectedTitles: null };
      const n = await narrow(a, reader, memo);
      const reaches =
        (!n.customerIds || n.customerIds.includes(reader.customerId)) &&
        (!n.userIds || n.userIds.includes(reader.userId)) &&
        !n.excludeUserIds.includes(reader.userId);
      return { reaches, affectedTitles: n.titles ? (n.titles.get(reader.customerId) ?? 0) : null };
    },
  };
}

export type MessageAudience = ReturnType<typeof createMessageAudience>;
