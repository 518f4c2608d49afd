-- Decision 057's seal starts where a fold would put it (its update, decision 065). Migration 0046
-- wrote "sealed through yesterday" (the server's date), so a new database took the current week as
-- sealed for its first days: every fold wrote yesterday's facts to the week's and the month's rows
-- as well as to their days', the double writing SEAL_AFTER_DAYS (three days) is there to avoid.
-- Where nothing is sealed yet (no week or month rows: a new database), the seal now starts three
-- days before today in New York, as the fold's own does. A database with sealed rows keeps its day:
-- moving it back would seal those weeks and months a second time.
UPDATE "analytics_periods_sealed"
SET "through" = LEAST("through", (now() AT TIME ZONE 'America/New_York')::date - 3)
WHERE "id" = 1
  AND NOT EXISTS (SELECT 1 FROM "analytics_owner_periods" WHERE "grain" IN ('w', 'm'))
  AND NOT EXISTS (SELECT 1 FROM "analytics_book_periods")
  AND NOT EXISTS (SELECT 1 FROM "analytics_book_months");
