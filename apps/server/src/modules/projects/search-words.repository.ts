import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { WORD_SEPARATORS } from './names';

/**
 * The administrator's search over every project (decision 058): a query's words are corrected
 * against the search vocabulary (`vocabularyQuery`), then projects are matched on their `words`
 * (a GIN index) and a page of them is taken (`rankedByWords`), so no more than a page of projects
 * is ever scored; `searchAnswer` adds names and scores. bench/scale.ts runs these same statements
 * as its bare-SQL baseline.
 */

/** Words of a query past this many are ignored. */
const MAX_QUERY_WORDS = 8;
/** A query word stands for at most this many vocabulary words, the closest first. */
const MAX_VARIANTS = 50;
/**
 * The most recently updated projects (read through the `updated_at` index, the newest first) in
 * which matches are looked for first: a query that one project in a hundred or so matches fills
 * its page here, newest first. The rest of a page comes from the GIN index (any matches).
 */
export const RECENT_WINDOW = 1000;

/** A query word and the vocabulary words it may stand for, the closest first. */
export interface QueryWord {
  word: string;
  variants: string[];
}

/**
 * The query's words (split as a project's words are) with their variants: the word itself when
 * the vocabulary has it, then the vocabulary words it begins (a word being typed), then those that
 * hold it or are like it by trigram word similarity above the threshold the transaction has set
 * (`<%`: a typo or two), the most similar first. A word of digits alone is not in the vocabulary
 * (a title's "1984" is in the project's words) and stands for itself. A word with no variant
 * matches no project.
 */
export function vocabularyQuery(text: string): SQL {
  return sql`
    select q.word, array(
             select v.word from project_search_words v
              where v.word like '%' || q.word || '%' or q.word <% v.word
              order by v.word = q.word desc, v.word like q.word || '%' desc,
                       similarity(q.word, v.word) desc, v.word
              limit ${MAX_VARIANTS}) as variants
      from (select w as word, min(i) as i
              from regexp_split_to_table(${text}, ${WORD_SEPARATORS}) with ordinality s(w, i)
             where w <> '' group by w order by min(i) limit ${MAX_QUERY_WORDS}) q
     order by q.i`;
}

/** The rows of `vocabularyQuery` as query words. */
export function queryWordsOf(rows: readonly { word: string; variants: string[] }[]): QueryWord[] {
  return rows.map(({ word, variants }) => ({
    word,
    variants: /^[0-9]+$/.test(word) ? [word] : variants,
  }));
}

export async function correctQueryWords(db: Db, text: string): Promise<QueryWord[]> {
  return queryWordsOf(rowsOf<{ word: string; variants: string[] }>(await db.execute(vocabularyQuery(text))));
}

const textArray = (words: readonly string[]) =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/**
 * The CTE `name`: up to `limit` projects matching `match` (a condition on `p.words`). First the
 * newest among the RECENT_WINDOW most recently updated projects; when those are fewer than
 * `limit`, the rest from the GIN index, in storage order (no sort, so the bitmap scan stops after
 * the rows it needs; a match that is rare or absent costs no walk through the table). The second
 * part runs only when the first falls short (a one-time filter).
 */
function matching(name: string, match: SQL, limit: number): SQL {
  const recent = sql.raw(`${name}_recent`);
  return sql`
    ${recent} as (
      select p.id
        from (select p.id, p.updated_at, p.words from projects p
               order by p.updated_at desc limit ${RECENT_WINDOW}) p
       where ${match}
       order by p.updated_at desc limit ${limit}),
    ${sql.raw(name)} as (
      select id from ${recent}
      union all
      (select p.id from projects p
        where (select count(*) from ${recent}) < ${limit}
          and ${match}
          and p.id not in (select id from ${recent})
        limit (select ${limit} - count(*) from ${recent})))`;
}

/**
 * `with …, ranked as (…)` of the administrator's search (listing.repository.ts adds the names
 * and scores). Tier 0: projects holding each query word's closest variant (the word itself when
 * it is one). Tier 1, looked for only while tier 0 has fewer than `limit`: projects holding, for
 * each query word, any of its variants. The ≤ limit rows are ordered by tier, then by the trigram
 * word similarity of the whole query to their search text, then the newest first.
 * Null: some word matches nothing, so no project can match.
 */
export function rankedByWords(text: string, words: readonly QueryWord[], limit: number): SQL | null {
  if (words.length === 0 || words.some((w) => w.variants.length === 0)) return null;
  const closest = textArray(words.map((w) => w.variants[0]!));
  const ctes = [matching('closest', sql`p.words @> ${closest}`, limit)];
  const tiers = [sql`select 0 as tier, id from closest`];
  if (words.some((w) => w.variants.length > 1)) {
    const each = words.map((w) => sql`p.words && ${textArray(w.variants)}`);
    const near = sql.join(
      [sql`(select count(*) from closest) < ${limit}`, ...each, sql`not (p.words @> ${closest})`],
      sql` and `,
    );
    ctes.push(matching('near', near, limit));
    tiers.push(sql`select 1 as tier, id from near`);
  }
  return sql`with ${sql.join(ctes, sql`, `)},
    ranked as (
      select x.tier, p.id, p.title, p.subtitle, p.isbn, p.series_id, p.updated_at,
             false as "isbnMatch", word_similarity(${text}, p.search_text) as score
        from (${sql.join(tiers, sql` union all `)}) x join projects p on p.id = x.id
       order by x.tier, score desc, p.updated_at desc
       limit ${limit})`;
}

/**
 * The search's answer for the ≤ limit rows of its `ranked` CTE (`with … ranked as (…)`): series,
 * first author, every contributor's name and the per-field scores are fetched for those rows only.
 */
export function searchAnswer(text: string, ranked: SQL): SQL {
  return sql`${ranked}
    select r.id, r.title, r.subtitle, r.isbn, r.updated_at, r."isbnMatch",
           s.name as "seriesName", a.author, n.names, r.score,
           word_similarity(${text}, lower(concat_ws(' ', r.title, r.subtitle))) as "titleScore",
           word_similarity(${text}, lower(coalesce(n.names, ''))) as "authorScore",
           word_similarity(${text}, lower(coalesce(s.name, ''))) as "seriesScore"
      from ranked r
      left join series s on s.id = r.series_id
      left join lateral (
        select c.first_name || ' ' || c.last_name as author from project_contributors c
         where c.project_id = r.id order by (c.role <> 'A'), c.position limit 1) a on true
      left join lateral (
        select string_agg(c.first_name || ' ' || c.last_name, ' ') as names
          from project_contributors c where c.project_id = r.id) n on true
     order by r.tier, r.score desc, r.updated_at desc`;
}
