-- Decision 057's seal starts where a fold would put it (its update, decision 065). Migration 0046
-- wrote "sealed through yesterday" (the server's date); the fold seals through three days before
-- today in New York (SEAL_AFTER_DAYS), and a seal never moves back. So in a new database's first
-- days, a week that ended yesterday or the day before (on a Monday or a Tuesday), or a month that
-- ended then, counted as sealed, and every fold wrote those days' facts to the week's or month's
-- rows as well as to their days': the double writing SEAL_AFTER_DAYS is there to avoid.
-- Where nothing is sealed yet (no week or month rows: a new database), the seal now starts three
-- days before today in New York, as the fold's own does. A database with sealed rows keeps its day:
-- moving it back would seal those weeks and months a second time.
UPDATE "analytics_periods_sealed"
SET "through" = LEAST("through", (now() AT TIME ZONE 'America/New_York')::date - 3)
WHERE "id" = 1
  AND NOT EXISTS (SELECT 1 FROM "analytics_owner_periods" WHERE "grain" IN ('w', 'm'))
  AND NOT EXISTS (SELECT 1 FROM "analytics_book_periods")
  AND NOT EXISTS (SELECT 1 FROM "analytics_book_months");
