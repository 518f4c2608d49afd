/**
 * Which database the server tests run on: QUIRE_TEST_DB=postgres runs them on a fresh database
 * created on the server of TEST_DATABASE_URL (and dropped afterwards); anything else, in-memory
 * PGlite. `npm test` runs the server project once for each (see test/README.md). Apart from
 * helpers.ts so that tests of real processes need not load the app.
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.QUIRE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}
