import { ANALYTICS_MESSAGES } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { AUTHOR, answer, BY_FORMAT, LINES, SALES_ONLY, TOTALS } from '../test-fixtures';
import { dashboardPages, sectionsOf } from './access';
import { formatCell } from './cells';
import { chartSummary, nameAxisWidth, seriesOf, VIEW_CHARTS } from './charts';
import { checkRange, presetOf, presetRange, shownRange, viewQuery } from './filters';
import { csvFileName, isEmptyAnswer, shownTable, tableCsv } from './view-table';

describe('the table behind a chart and its CSV', () => {
  it('holds exactly the rows and columns on screen: plain figures, Final/Estimated, the total', () => {
    expect(tableCsv(shownTable(LINES))).toBe(
      [
        'Week of,eBook copies,Print copies,eBook royalty (USD),Print royalty (USD),Figures',
        '2026-08-31,3,1,6.27,2.10,Final',
        '2026-10-26,1200,0,2508.00,0.00,Final',
        '2026-11-23,2,-1,4.18,-2.10,Estimated',
        'Total,1205,0,2518.45,0.00,',
      ].join('\r\n'),
    );
  });

  it('quotes commas and escapes text a spreadsheet would run as a formula', () => {
    const table = shownTable(
      answer('bestBook', {
        columns: [
          { key: 'title', label: 'Book', kind: 'text' },
          { key: 'royalty', label: 'Royalty', kind: 'money' },
        ],
        rows: [
          { title: 'Tides, Vol. 1', royalty: '-1.50' },
          { title: '=HYPERLINK("x")', royalty: '0.00' },
        ],
      }),
    );
    expect(tableCsv(table).split('\r\n')).toEqual([
      'Book,Royalty (USD)',
      '"Tides, Vol. 1",-1.50',
      `"'=HYPERLINK(""x"")",0.00`,
    ]);
  });

  it('names the file by page, view and range', () => {
    expect(csvFileName(LINES)).toBe('sales-AllLineResults-2026-09-01-2026-11-28.csv');
    expect(csvFileName(answer('ConsumptionResults'))).toBe(
      'reading-ConsumptionResults-2026-09-01-2026-11-28.csv',
    );
  });

  it('formats money as USD, percents with %, hours, counts and days', () => {
    expect(formatCell('money', '2518.45')).toBe('$2,518.45');
    expect(formatCell('money', '-2.10')).toBe('(-$2.10)');
    expect(formatCell('percent', 12.5)).toBe('12.5%');
    expect(formatCell('hours', 3.25)).toBe('3.3 h');
    expect(formatCell('count', 1200)).toBe('1,200');
    expect(formatCell('day', '2026-03-05')).toBe('March 5, 2026');
    expect(formatCell('day', '2026-03-01', 'month')).toBe('March 2026');
    expect(formatCell('percent', null)).toBe('—');
  });

  it('an answer with no figure but zeros is empty', () => {
    expect(isEmptyAnswer(LINES)).toBe(false);
    const zeros = {
      ...LINES,
      rows: LINES.rows.map((r) => ({
        ...r,
        ebookUnits: 0,
        printUnits: 0,
        ebookRoyalty: '0.00',
        printRoyalty: '0.00',
      })),
    };
    expect(isEmptyAnswer(zeros)).toBe(true);
    expect(isEmptyAnswer(answer('bestBook'))).toBe(true);
  });
});

describe('charts', () => {
  it('draws copies apart from money, and falls back to the first figure of an answer shaped otherwise', () => {
    expect(seriesOf(VIEW_CHARTS.AllLineResults, LINES).map((g) => g.map((s) => s.column.key))).toEqual([
      ['ebookUnits', 'printUnits'],
      ['ebookRoyalty', 'printRoyalty'],
    ]);
    const other = answer('MapResults', {
      columns: [
        { key: 'place', label: 'Place', kind: 'text' },
        { key: 'copies', label: 'Copies', kind: 'count' },
      ],
    });
    expect(seriesOf(VIEW_CHARTS.MapResults, other).map((g) => g.map((s) => s.column.key))).toEqual([
      ['copies'],
    ]);
  });

  it("makes a bar chart's name axis as wide as its longest unbreakable name, within bounds", () => {
    // Titles wrap at their spaces: the default width holds them.
    expect(nameAxisWidth(['Direct or unknown', 'The Lighthouse Keeper’s Daughter'])).toBe(140);
    // A referring site has no space to wrap at.
    expect(nameAxisWidth(['google.com', 'adaauthor.substack.com'])).toBe(166);
    expect(nameAxisWidth(['a-very-long-subdomain.of-a-referring-site.example.com'])).toBe(220);
    expect(nameAxisWidth([])).toBe(140);
  });

  it('summarises each chart for screen readers', () => {
    expect(chartSummary(VIEW_CHARTS.AllLineResults, LINES)).toBe(
      'Copies and royalties over time: line chart of eBook copies, Print copies, eBook royalty, and Print royalty by week, September 1, 2026 to November 28, 2026. The table has every figure.',
    );
    expect(chartSummary(VIEW_CHARTS.doughnutResults, BY_FORMAT)).toBe(
      'By format: donut chart of Copies (net of returns) by Format: eBook 1,205, Print 0. The table has every figure.',
    );
    expect(chartSummary(VIEW_CHARTS.AllResults, TOTALS)).toBe(
      'Totals: Copies (net of returns) 1,205, Royalty $2,518.45, Readers who bought 40.',
    );
  });
});

describe('filters', () => {
  const today = '2026-11-28';

  it('puts each preset in the address; the default range is no dates at all', () => {
    expect(presetRange('last30', today, null)).toEqual({ from: '2026-10-30', to: today });
    expect(presetRange('last90', today, null)).toEqual({ from: null, to: null });
    expect(presetRange('thisYear', today, null)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('last12Months', today, null)).toEqual({ from: '2025-11-29', to: today });
    expect(presetRange('allTime', today, '2025-02-03')).toEqual({ from: '2025-02-03', to: today });
    expect(presetRange('allTime', today, null)).toEqual({ from: today, to: today });
  });

  it('knows which preset the address is, and what the date fields show', () => {
    expect(presetOf({ from: null, to: null }, today, null)).toBe('last90');
    expect(presetOf({ from: '2026-08-31', to: today }, today, null)).toBe('last90');
    expect(presetOf({ from: '2026-01-01', to: null }, today, null)).toBe('thisYear');
    expect(presetOf({ from: '2026-02-01', to: '2026-02-10' }, today, null)).toBeNull();
    expect(shownRange({ from: null, to: null }, today)).toEqual({ from: '2026-08-31', to: today });
    expect(shownRange({ from: null, to: '2026-03-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it("checks the range in the server's words before asking", () => {
    expect(checkRange('2026-11-02', '2026-11-01', today)).toEqual({
      field: 'from',
      message: ANALYTICS_MESSAGES.order,
    });
    expect(checkRange('2026-12-01', '2026-12-02', today)).toEqual({
      field: 'from',
      message: ANALYTICS_MESSAGES.future,
    });
    expect(checkRange('2026-08-31', today, today)).toEqual({ from: null, to: null });
    expect(checkRange('2026-01-01', '2026-03-31', today)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('asks a view with the filters that are set, and whose figures for an administrator', () => {
    const f = { from: '2026-01-01', to: null, book: 'p1', format: 'EBOOK' as const, country: 'US' };
    expect(viewQuery('MapResults', f)).toEqual({
      queryParameter: 'MapResults',
      from: '2026-01-01',
      projectId: 'p1',
      format: 'EBOOK',
      country: 'US',
    });
    expect(
      viewQuery('AllResults', { from: null, to: null, book: null, format: null, country: null }, 'C9'),
    ).toEqual({
      queryParameter: 'AllResults',
      customerId: 'C9',
    });
  });
});

describe('access', () => {
  it("offers the account's pages and the statements by its features", () => {
    expect(sectionsOf(AUTHOR)).toEqual(['CUSTOMER', 'READING', 'SITE', 'STATEMENTS']);
    expect(sectionsOf(SALES_ONLY)).toEqual(['CUSTOMER', 'STATEMENTS']);
    expect(sectionsOf({ ...AUTHOR, permissions: ['SALESRPRT'] })).toEqual(['STATEMENTS']);
    const contributor = {
      ...AUTHOR,
      permissions: [],
      accessList: ['SALES_REPORT_DASHBOARD'],
      actingFor: { customerId: 'C1', firstName: 'A', lastName: 'B' },
    };
    expect(dashboardPages(contributor)).toEqual(['CUSTOMER', 'READING', 'SITE']);
    expect(sectionsOf({ ...contributor, accessList: [] })).toEqual([]);
  });
});
