import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { csrf, signIn } from '../support/book';
import { checkA11y, DEMO_ADMIN, DEMO_AUTHOR, expect, test } from '../support/fixtures';

/**
 * Merchandising promotions, end to end in Chromium on the demo data: the demo author nominates
 * "The Lighthouse Keeper’s Daughter" (a 2019 eBook at $4.99) for a promotion of every type, first
 * meeting each type's own rule message, and deletes each request so the title is free for the
 * next; an administrator accepts the small press's ten pending requests at once with dates, undoes
 * it within the window, declines one with a reason and accepts another; the small press reads the
 * reason under Declined, finds the accepted request under Accepted, and sees its promo price among
 * the book's scheduled prices.
 */
const PUBLISHER = { email: 'publisher@example.com', password: 'Publisher2026' };
const BOOK = 'The Lighthouse Keeper’s Daughter';
const EAN = '9798886450101';

/** The New York day `days` from today, as a date input takes it ('2026-12-01'). */
function newYorkDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 24 * 60 * 60_000),
  );
}

/** The first Friday at least `days` from today in New York. */
function fridayFrom(days: number): string {
  for (let d = days; ; d++) {
    const day = newYorkDay(d);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 5) return day;
  }
}

type Dates =
  | { kind: 'startEnd'; start: number; end: number }
  | { kind: 'start'; start: number }
  | { kind: 'flexible' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'friday' }
  | { kind: 'none' };

interface Nomination {
  /** The card's name, without its month. */
  card: string;
  tab?: 'Monthly Promotions' | 'Standard Promotions';
  /** A promo price the type refuses, and the type's words for it. */
  bad?: { price: string; message: string };
  price?: string;
  dates: Dates;
}

const NOMINATIONS: Nomination[] = [
  {
    card: 'Limited-Time eBook Deals',
    bad: { price: '5.50', message: 'Promo Price must be lower than the Regular Price.' },
    price: '1.99',
    dates: { kind: 'startEnd', start: 3, end: 10 },
  },
  {
    card: 'One-Day eBook Deal',
    bad: { price: '4.99', message: 'Promo Price must be lower than the Regular Price.' },
    price: '0.99',
    dates: { kind: 'start', start: 4 },
  },
  {
    card: 'eBooks Under $2.99',
    bad: { price: '3.49', message: 'Must be $0 or $.99 to $2.99' },
    price: '2.99',
    dates: { kind: 'startEnd', start: 5, end: 19 },
  },
  {
    card: 'NOOK Daily Find',
    bad: { price: '3.00', message: 'Minimum 50% off Regular Price' },
    price: '1.99',
    dates: { kind: 'flexible' },
  },
  {
    card: 'NOOK Daily Romance',
    bad: { price: '2.60', message: 'Minimum 50% off Regular Price' },
    price: '2.00',
    dates: { kind: 'range', start: 6, end: 20 },
  },
  {
    card: 'NOOK Haul',
    bad: { price: '0.50', message: 'Minimum Promo Price is $.99' },
    price: '1.99',
    dates: { kind: 'flexible' },
  },
  {
    card: 'Series Starters',
    bad: { price: '0.50', message: 'Must be $.99 to $4.99' },
    price: '1.99',
    dates: { kind: 'flexible' },
  },
  {
    card: 'Read It Before You Watch It',
    bad: { price: '0.50', message: 'Must be $.99 to $4.99' },
    price: '2.49',
    dates: { kind: 'flexible' },
  },
  {
    card: 'Class of 2019',
    bad: { price: '0.50', message: 'Minimum Promo Price is $0.99' },
    price: '1.99',
    dates: { kind: 'flexible' },
  },
  { card: 'NOOK Free Friday', dates: { kind: 'friday' } },
  { card: 'B&N Press Presents: Backlist Spotlight', tab: 'Standard Promotions', dates: { kind: 'none' } },
];

/** Text inside a regular expression, taken literally. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function chooseTitle(page: Page, words: string, option: string) {
  await page.getByRole('combobox', { name: 'Search by Title or ISBN' }).fill(words);
  await page.getByRole('option', { name: option }).click();
}

/** Fills a date input and leaves it, so the form reads it as committed. */
async function day(page: Page, label: RegExp, value: string) {
  const input = page.getByLabel(label);
  await input.fill(value);
  await input.blur();
}

/** The demo author's pending request for the book: deleted, so the next nomination may use the title. */
async function deletePending(page: Page) {
  const list = await page.request.get('/api/project/promos?status=PENDING&recordsPerPage=100');
  const promos = (await list.json()).payload.promos as { id: string; ean: string }[];
  const token = await csrf(page);
  for (const p of promos.filter((x) => x.ean === EAN)) {
    const res = await page.request.delete(`/api/project/delete-promo/${p.id}`, {
      headers: { 'x-csrf-token': token },
    });
    expect(res.status()).toBe(200);
  }
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('a publisher nominates a title for each promotion type, meeting each type’s rules', async ({ page }) => {
  await signIn(page, DEMO_AUTHOR);
  await deletePending(page);

  // The monthly presents-type promotion features next month's new releases: a 2019 title is refused.
  await page.goto('/projects/coupon/bn-promo');
  await checkA11y(page);
  await page.getByRole('button', { name: /^Choose Promotion: B&N Press Presents: (?!Backlist)/ }).click();
  await chooseTitle(page, 'Lighthouse', `${BOOK} (${EAN})`);
  await expect(page.getByText(/Please choose a title published within the featured month/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  // Template 3 takes titles first published in 2019: another year is refused in the spec's words.
  await page.getByRole('button', { name: 'Change Promotion' }).click();
  await page.getByRole('button', { name: /^Choose Promotion: Class of 2019/ }).click();
  await chooseTitle(page, 'Clockwork', 'The Clockwork Orchard (9798886450118)');
  await expect(page.getByText('Please enter a book title published in 2019.')).toBeVisible();

  for (const n of NOMINATIONS) {
    await test.step(n.card, async () => {
      await page.goto('/projects/coupon/bn-promo');
      if (n.tab) await page.getByRole('tab', { name: n.tab }).click();
      await page.getByRole('button', { name: new RegExp(`^Choose Promotion: ${literally(n.card)}`) }).click();
      await chooseTitle(page, 'Lighthouse', `${BOOK} (${EAN})`);
      const price = page.getByRole('textbox', { name: /Promo Price/ });
      if (n.bad) {
        await price.fill(n.bad.price);
        await price.blur();
        await expect(page.getByText(n.bad.message, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      }
      if (n.price) {
        await price.fill(n.price);
        await price.blur();
      }
      const d = n.dates;
      if (d.kind === 'startEnd' || d.kind === 'range') {
        if (d.kind === 'range') await page.getByRole('radio', { name: 'Date Range' }).check();
        await day(page, /^Start Date/, newYorkDay(d.start));
        await day(page, /^End Date/, newYorkDay(d.end));
      } else if (d.kind === 'start') {
        await day(page, /^Start Date/, newYorkDay(d.start));
      } else if (d.kind === 'friday') {
        await page.getByRole('radio', { name: 'Specific weekend' }).check();
        const friday = fridayFrom(2);
        // A Saturday is refused with the server's words on the start date.
        const saturday = new Date(`${friday}T12:00:00Z`);
        saturday.setUTCDate(saturday.getUTCDate() + 1);
        await day(page, /^Friday of the weekend/, saturday.toISOString().slice(0, 10));
        await expect(page.getByText('Day of week expected: Friday.')).toBeVisible();
        await day(page, /^Friday of the weekend/, friday);
      }
      await page.getByLabel('Please let us know...').fill(`Nominated for ${n.card} by the end-to-end walk.`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/projects\/coupon\/bn-promo-summary/);
      await expect(page.getByText('Your nomination was submitted successfully.')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(literally(n.card)) })).toBeVisible();
    });
    if (n === NOMINATIONS[0]) {
      // The title has a pending nomination: a second one is refused in the spec's words.
      await page.goto('/projects/coupon/bn-promo');
      await page.getByRole('button', { name: /^Choose Promotion: NOOK Haul/ }).click();
      await chooseTitle(page, 'Lighthouse', `${BOOK} (${EAN})`);
      await expect(
        page.getByText('This title/EAN cannot be submitted due to an active or pending nomination'),
      ).toBeVisible();
      // The publisher deletes the request from the list, after confirming.
      await page.goto('/projects/coupon/bn-promo-summary');
      await checkA11y(page);
      await page.getByRole('button', { name: `Delete the request for ${BOOK}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText("You don't have any pending merchandising requests.")).toBeVisible();
    } else {
      await deletePending(page);
    }
  }
});

test('an administrator accepts ten requests at once, undoes it, declines one with a reason and accepts another', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/promotions/requests');
  await page
    .getByRole('searchbox', { name: 'Search by Title, Author, ISBN' })
    .or(page.getByRole('textbox', { name: 'Search by Title, Author, ISBN' }))
    .fill('Harbour & Finch');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11);
  await checkA11y(page);

  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(page.getByText('10 selected')).toBeVisible();
  await page
    .getByRole('group', { name: 'Change the status of the selected requests' })
    .getByRole('button', { name: 'Accept' })
    .click();
  const accept = page.getByRole('dialog', { name: 'Accept Request' });
  await accept.getByLabel('Start Date').fill(newYorkDay(10));
  await accept.getByLabel('End Date').fill(newYorkDay(17));
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('10 requests moved to Accepted')).toBeVisible();
  await expect(
    page
      .getByText('There are no pending merchandising requests.')
      .or(page.getByText('We found no requests matching your search criteria with this status.')),
  ).toBeVisible();

  // Within the undo window: every request is back in Pending, as it was.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('The change was undone.')).toBeVisible();
  await expect(rows).toHaveCount(11);

  // Decline one with a reason; accept another on its own.
  const declined = 'The Night Ferry';
  await page.getByRole('button', { name: `Change status of ${declined}` }).click();
  await page.getByRole('menuitem', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline Request' });
  await decline
    .getByRole('combobox', { name: 'Reason' })
    .selectOption({ label: 'The cover does not meet the promotion’s standards' });
  await decline.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('1 request moved to Declined')).toBeVisible();

  const accepted = 'Tidelines';
  await page.getByRole('button', { name: `Change status of ${accepted}` }).click();
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  const one = page.getByRole('dialog', { name: 'Accept Request' });
  await one.getByLabel('Start Date').fill(newYorkDay(12));
  await one.getByLabel('End Date').fill(newYorkDay(19));
  await one.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('1 request moved to Accepted')).toBeVisible();
  await expect(rows).toHaveCount(9);

  // The rest of the back office's promotion pages, and the look-up the list links to.
  const pages: [path: string, heading: string][] = [
    ['/admin/promotions', 'Promotions'],
    ['/admin/promotions/publishers', 'Publishers'],
    ['/admin/promotions/trade', 'Trade Promotions'],
    [`/utilities/isbn-lookup?q=${EAN}`, 'ISBN Lookup'],
    ['/html-guide', 'HTML guide'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkA11y(page);
  }
  await page.goto(`/utilities/isbn-lookup?q=${EAN}`);
  await expect(page.getByText(BOOK).first()).toBeVisible();
});

test('the publisher reads the reason of the decline, finds the accepted request, and its price is scheduled', async ({
  page,
}) => {
  await signIn(page, PUBLISHER);
  await page.goto('/projects/coupon/bn-promo-summary');
  await page.getByRole('tab', { name: 'Declined' }).click();
  await page.getByRole('button', { name: 'View notes for The Night Ferry' }).click();
  await expect(page.getByRole('dialog', { name: 'Notes' })).toContainText(
    'The cover does not meet the promotion’s standards',
  );
  await page.getByRole('dialog', { name: 'Notes' }).getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('tab', { name: 'Accepted' }).click();
  const row = page.getByRole('row', { name: /Tidelines/ });
  await expect(row).toBeVisible();
  await checkA11y(page);

  // The declined title may be nominated again: from a spreadsheet this time (an XLSX, read by the
  // built server), with a row the rules refuse first and nothing saved, then the corrected sheet.
  const sheet = async (promoPrice: number) => {
    const book = new ExcelJS.Workbook();
    const rows = book.addWorksheet('Nominations');
    rows.addRow(['ean', 'promoPrice', 'flexDate', 'additionalComments']);
    rows.addRow(['9798886452037', promoPrice, 'true', 'Back with a new cover.']);
    return {
      name: 'nominations.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    };
  };
  await page.goto('/projects/coupon/bn-promo');
  await page.getByRole('tab', { name: 'Standard Promotions' }).click();
  await page.getByRole('button', { name: /^Choose Promotion: NOOK Daily Find \(any time\)/ }).click();
  await page.getByRole('button', { name: 'Nominate several titles from a spreadsheet' }).click();
  await page.getByRole('button', { name: 'Spreadsheet', exact: true }).setInputFiles(await sheet(5.99));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Row 2: Minimum 50% off Regular Price')).toBeVisible();
  await page.getByRole('button', { name: 'Spreadsheet', exact: true }).setInputFiles(await sheet(2.99));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('1 nomination was submitted.')).toBeVisible();

  // The accepted promo price is among the book's scheduled prices, from its first day.
  const list = await page.request.get('/api/project/promos?status=APPROVED&recordsPerPage=100');
  const promo = (
    (await list.json()).payload.promos as { title: string; projectId: string; promoPrice: string }[]
  ).find((p) => p.title === 'Tidelines');
  expect(promo).toBeTruthy();
  await page.goto(`/projects/${promo?.projectId}/scheduled-prices`);
  await expect(page.getByText(`$${promo?.promoPrice}`).first()).toBeVisible();
});
