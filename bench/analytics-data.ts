// The analytics bench's data (bench/analytics.ts): 2,000 authors and their 20,490 books as real
// accounts and projects, and facts made by plain SQL with every column `factOf` fills, so the fold
// and the views see what the ingest would have kept.
import { copyRoyalty } from '@quire/domain';
import type pg from 'pg';
import { ADJECTIVES, NOUNS, PLACES } from './support';

export const AUTHORS = 2000;
/** The largest author's books; every other author has OTHER_BOOKS. */
export const LARGEST_BOOKS = 500;
const OTHER_BOOKS = 10;
/** The largest author's share of the facts. */
const LARGEST_SHARE = 0.1;
export const BOOKS = LARGEST_BOOKS + (AUTHORS - 1) * OTHER_BOOKS;
export const customerIdOf = (author: number) => `C8${String(author).padStart(8, '0')}`;
export const LARGEST = customerIdOf(1);

const EBOOK_PRICES = ['2.99', '3.99', '4.99', '5.99', '6.99', '9.99'];
const PRINT_PRICES = ['9.99', '12.99', '14.99', '19.99'];
const PRINTING_COSTS = ['2.50', '3.75', '4.60'];
const COUPON_PRICES = ['0.99', '1.99', '2.50'];

/** A hundred country slots, weighted as a US-led English-language catalogue sells ('' for unknown). */
const COUNTRIES = Object.entries({
  US: 45,
  GB: 12,
  CA: 8,
  DE: 6,
  AU: 5,
  FR: 4,
  IN: 3,
  NL: 2,
  ES: 2,
  IT: 2,
  BR: 2,
  MX: 1,
  JP: 1,
  SE: 1,
  NZ: 1,
  IE: 1,
  ZA: 1,
  '': 3,
}).flatMap(([code, n]) => Array<string>(n).fill(code));
const CAMPAIGNS = Array.from({ length: 30 }, (_, i) => `Campaign ${i + 1}`);

/** Authors as demo-author copies and their books as on-sale projects; `bench_books` maps a book number to both. */
export async function createAuthorsAndBooks(db: pg.Pool): Promise<void> {
  await db.query(
    `insert into users (customer_id, email, password_hash, first_name, last_name, secret_question,
                        secret_answer_hash, account_type, role, vendor_status, business_status, created_at, updated_at)
     select 'C8' || lpad(g::text, 8, '0'), 'bench-author-' || g || '@example.com', u.password_hash,
            'Author', 'No. ' || g, u.secret_question, u.secret_answer_hash,
            'PUBLISHER', 'AUTHOR', 'Active', 'Active', now(), now()
       from generate_series(1, $1::int) g, (select * from users where email = 'author@example.com') u`,
    [AUTHORS],
  );
  const books = Array.from({ length: BOOKS }, (_, i) => {
    const n = i + 1;
    const author = n <= LARGEST_BOOKS ? 1 : 2 + Math.floor((n - LARGEST_BOOKS - 1) / OTHER_BOOKS);
    const print = n % 5 === 0;
    const list = print ? (PRINT_PRICES[n % 4] as string) : (EBOOK_PRICES[n % 6] as string);
    const cost = print ? (PRINTING_COSTS[n % 3] as string) : null;
    const format = print ? 'PRINT' : 'EBOOK';
    // A promotion's price for a tenth of sales, and one coupon price per eBook.
    const promo = print ? (Number(list) - 2).toFixed(2) : '1.99';
    const coupon = COUPON_PRICES[n % 3] as string;
    return {
      n,
      owner: customerIdOf(author),
      format,
      list,
      cost,
      listRoyalty: copyRoyalty(format, list, cost),
      promo,
      promoRoyalty: copyRoyalty(format, promo, cost),
      coupon,
      couponRoyalty: copyRoyalty('EBOOK', coupon, null),
    };
  });
  const column = <K extends keyof (typeof books)[number]>(k: K) => books.map((b) => b[k]);
  await db.query(`create unlogged table bench_books (n int primary key, owner text not null, format text not null,
    list_price numeric(10,2) not null, list_royalty numeric(10,2) not null, promo_price numeric(10,2) not null,
    promo_royalty numeric(10,2) not null, coupon_price numeric(10,2) not null, coupon_royalty numeric(10,2) not null,
    printing_cost numeric(10,2), ean text, project_id uuid)`);
  await db.query(
    `insert into bench_books (n, owner, format, list_price, list_royalty, promo_price, promo_royalty, coupon_price,
                              coupon_royalty, printing_cost, ean)
     select n, owner, format, list, list_royalty, promo, promo_royalty, coupon, coupon_royalty, cost,
            '979' || lpad((7000000000 + n)::text, 10, '0')
       from unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[],
                   $8::numeric[], $9::numeric[], $10::numeric[])
            as b(n, owner, format, list, list_royalty, promo, promo_royalty, coupon, coupon_royalty, cost)`,
    [
      column('n'),
      column('owner'),
      column('format'),
      column('list'),
      column('listRoyalty'),
      column('promo'),
      column('promoRoyalty'),
      column('coupon'),
      column('couponRoyalty'),
      column('cost'),
    ],
  );
  await db.query(
    `insert into projects (owner_customer_id, type, title, status, list_price, isbn, search_text, created_at, updated_at)
     select b.owner, b.format, t.title, 'ONSALE', b.list_price, b.ean, lower(t.title), now(), now()
       from bench_books b,
            lateral (select 'The ' || ($1::text[])[1 + (b.n * 7) % 10] || ' ' || ($2::text[])[1 + (b.n * 3) % 10]
                            || ' of ' || ($3::text[])[1 + (b.n / 10) % 10] || ' ' || b.n as title) t`,
    [ADJECTIVES, NOUNS, PLACES],
  );
  await db.query('update bench_books b set project_id = p.id from projects p where p.isbn = b.ean');
  // A uniform fraction of a number, by salt: PostgreSQL's own 64-bit hash (inlined, parallel safe).
  await db.query(`create function bench_h(u bigint, salt bigint) returns double precision
    language sql immutable parallel safe
    as $$ select ((hashint8extended(u, salt) & 9223372036854775807) % 1000003)::double precision / 1000003 $$`);
}

export interface FactSpan {
  /** When fact 1 happened; fact g happens `(g - first) * secondsPerFact` later. */
  start: Date;
  first: number;
  secondsPerFact: number;
  /** How many hundred-fact blocks back a reading event's purchase may be. */
  readBack: number;
  /** Readers of the whole platform a keyed purchase is spread over. */
  readers: number;
}

/**
 * Facts `lo`..`hi` as `factOf` would keep them. Slot `g % 100` decides the kind: 25 sales, 1
 * return, 2 coupon redemptions (a sale for a print book), 15 samples opened, 22 reading events (a
 * visit for a print book) and 35 product-page visits. A fact's book follows its subject's hash: the
 * largest author's 500 books take LARGEST_SHARE of the facts, the other authors a falling share
 * (the second about 2%), and within an author the first books most. A reading event's subject is
 * a purchase made up to `readBack` blocks earlier, so its book and reader are that purchase's: 60%
 * of eBook purchases carry a reader key, and readers are spread over `readers` people, so some buy
 * other authors' books too. Money facts arrive within six hours, one in 200 forty days late (an
 * adjustment on a later statement); nothing arrives after now.
 */
export async function insertFacts(db: pg.Pool | pg.PoolClient, lo: number, hi: number, span: FactSpan) {
  await db.query(
    `insert into analytics_events (kind, source, external_id, project_id, owner_customer_id, ean, occurred_at,
       received_at, country, referrer_domain, quantity, unit_price, coupon_code, campaign, progress, day, format,
       list_price, royalty, statement_month, reader_key)
     select k.kind,
            case when k.kind = 'PAGE_VISIT' or (k.kind = 'SAMPLE_OPENED' and g % 2 = 0) then 'quire'
                 else 'bench-retailer-' || (1 + g % 3) end,
            case when k.kind = 'PAGE_VISIT' or (k.kind = 'SAMPLE_OPENED' and g % 2 = 0) then null
                 else 'e' || g end,
            b.project_id, b.owner, b.ean, t.at, r.at,
            case when k.money or k.kind = 'PAGE_VISIT'
                 then nullif(($8::text[])[1 + floor(bench_h(g, 3) * 100)::int], '') end,
            case when k.kind = 'PAGE_VISIT' then
              case when bench_h(g, 4) < 0.30 then null when bench_h(g, 4) < 0.50 then 'google.com'
                   when bench_h(g, 4) < 0.60 then 'goodreads.com' when bench_h(g, 4) < 0.68 then 'facebook.com'
                   when bench_h(g, 4) < 0.72 then 'bookbub.com' when bench_h(g, 4) < 0.75 then 'reddit.com'
                   when bench_h(g, 4) < 0.78 then 'tiktok.com' when bench_h(g, 4) < 0.80 then 'instagram.com'
                   else 'blog' || floor(bench_h(g, 5) * 300) || '.example' end end,
            case when k.kind = 'SALE' and bench_h(g, 6) < 0.05 then 2 else 1 end,
            p.price, case when k.kind = 'COUPON_REDEMPTION' then 'BENCH' || (b.n % 7) end,
            case when k.kind = 'COUPON_REDEMPTION' and bench_h(g, 7) >= 0.2
                 then ($9::text[])[1 + floor(bench_h(g, 7) * 30)::int] end,
            case when k.kind = 'READING_PROGRESS' then round((bench_h(g, 8) * 100)::numeric, 2) end,
            t.day, b.format, b.list_price, p.royalty,
            case when not k.money then null
                 when r.at < m.final0 then to_char(m.m0, 'YYYY-MM')
                 when r.at < m.final1 then to_char(m.m0 + interval '1 month', 'YYYY-MM')
                 else to_char(m.m0 + interval '2 months', 'YYYY-MM') end,
            case when k.kind in ('SALE', 'COUPON_REDEMPTION', 'READING_PROGRESS') and b.format = 'EBOOK'
                      and bench_h(s.u, 9) < 0.6
                 then 'bench-reader:' || floor(bench_h(s.u, 10) * $7::int)::int end
       from generate_series($1::bigint, $2::bigint) g
       cross join lateral (select (g % 100)::int as slot) sl
       -- A reading event's subject is a purchase (slots 0-24) some blocks earlier; any other's is itself.
       cross join lateral (select case when sl.slot between 43 and 64
              then greatest(0, g - sl.slot - 100 * floor(bench_h(g, 11) * $6::int)::bigint + (sl.slot - 43) % 25)
              else g end as u) s
       cross join lateral (select bench_h(s.u, 1) as x, bench_h(s.u, 2) as y) h
       join bench_books b on b.n = case when h.x < ${LARGEST_SHARE} then 1 + floor(${LARGEST_BOOKS} * h.y * h.y)::int
              else ${LARGEST_BOOKS + 1} + ${OTHER_BOOKS}
                     * least(${AUTHORS - 2}, floor(${AUTHORS - 1} * power((h.x - ${LARGEST_SHARE}) / ${1 - LARGEST_SHARE}, 2))::int)
                   + floor(${OTHER_BOOKS} * h.y * h.y)::int end
       cross join lateral (select case
              when sl.slot < 25 then 'SALE' when sl.slot = 25 then 'RETURN'
              when sl.slot < 28 then case when b.format = 'EBOOK' then 'COUPON_REDEMPTION' else 'SALE' end
              when sl.slot < 43 then 'SAMPLE_OPENED'
              when sl.slot < 65 then case when b.format = 'EBOOK' then 'READING_PROGRESS' else 'PAGE_VISIT' end
              else 'PAGE_VISIT' end as kind, sl.slot < 28 as money) k
       cross join lateral (select $3::timestamptz + make_interval(secs => (g - $4::bigint) * $5::double precision) as at) t0
       cross join lateral (select t0.at, (t0.at at time zone 'America/New_York')::date as day) t
       cross join lateral (select least(now(), t.at + case
              when k.money and bench_h(g, 12) < 0.005 then interval '40 days'
              when k.money then make_interval(mins => floor(bench_h(g, 12) * 360)::int)
              else make_interval(secs => floor(bench_h(g, 12) * 120)::int) end) as at) r
       cross join lateral (select case when not k.money then null
              when k.kind = 'COUPON_REDEMPTION' then b.coupon_price
              when k.kind = 'SALE' and bench_h(g, 13) < 0.1 then b.promo_price else b.list_price end as price,
            case when not k.money then null
              when k.kind = 'COUPON_REDEMPTION' then b.coupon_royalty
              when k.kind = 'SALE' and bench_h(g, 13) < 0.1 then b.promo_royalty else b.list_royalty end as royalty) p
       cross join lateral (select date_trunc('month', t.day::timestamp) as m0) m00
       cross join lateral (select m00.m0,
              (m00.m0 + interval '1 month 14 days') at time zone 'America/New_York' as final0,
              (m00.m0 + interval '2 months 14 days') at time zone 'America/New_York' as final1) m`,
    [lo, hi, span.start, span.first, span.secondsPerFact, span.readBack, span.readers, COUNTRIES, CAMPAIGNS],
  );
}
