import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/** The WCAG levels every page is held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's own minified build, put into a page once and kept there across its client-side routes. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every page a test visits gets an accessibility check: serious or critical axe violations fail
 * the test. Call `checkA11y(page)` after each navigation that shows a new page; the fixture also
 * checks the last page when the test ends. A page of the same shape as one this worker has already
 * passed (pageShape) is not checked twice.
 */
export async function checkA11y(page: Page, label = page.url()): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  const shape = await pageShape(page);
  if (shape !== null && passedShapes.has(shape)) return;
  // A toast still sliding in is half transparent, and axe would measure its colours mid-transition;
  // a menu or a dialog still fading out is on the page without its items: wait (briefly) until
  // every notification, and every Mantine element in a transition, with its wrappers, is fully
  // opaque or gone.
  await page
    .waitForFunction(
      () =>
        Array.from(
          document.querySelectorAll('.mantine-Notification-root, [class*="mantine-"][style*="opacity"]'),
        ).every((n) => {
          if (getComputedStyle(n).display === 'none') return true;
          for (let e: Element | null = n; e && e !== document.body; e = e.parentElement)
            if (getComputedStyle(e).opacity !== '1') return false;
          return true;
        }),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // A toast can also start to leave (or a new one arrive) while axe works, which takes a moment:
  // with transitions off for the check, every element is either at full opacity or hidden. The
  // server-rendered product page's content security policy refuses the style; it has no toasts.
  const still = await page
    .addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    })
    .catch(() => null);
  const violations = await violationsOf(page).finally(() =>
    still?.evaluate((el) => (el as Element).remove()).catch(() => undefined),
  );
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
  if (shape !== null) passedShapes.add(shape);
}

/**
 * axe's violations on the page, run in the page itself (axe's "legacy" mode). AxeBuilder's default
 * mode puts axe into the page anew and opens a blank helper page for each check: 1.2–1.9 s a check
 * against 0.3–0.7 s here, and the checks were more than half of the walks' time (the builder's
 * walks: 148 s with them, 66 s without). A page with a frame (the EPUB reader's sandboxed frame,
 * an opaque origin) goes through AxeBuilder in legacy mode, which puts axe into every frame.
 */
async function violationsOf(page: Page): Promise<Result[]> {
  if ((await page.locator('iframe').count()) > 0) {
    const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
    return results.violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, TAGS);
}

/** The shapes of the pages this worker found without violations. */
const passedShapes = new Set<string>();

/**
 * A fingerprint of what axe looks at on the page, without the words: the address (ids replaced),
 * the width of the window, and each element's tag, its attributes and whether it holds text of its
 * own. The values of attributes that style or name an element (class, role, type, style, data-*,
 * aria-*) are kept, digits and ids dropped; those that only point or carry the user's words (ids,
 * links, values, labels, titles) count as present or empty. So the end of a test on the page it
 * last checked has the same shape, and a page with a message more, another colour scheme, a field
 * marked invalid or a narrower window has another. null when the page cannot say (it is
 * navigating): the page is then checked.
 */
async function pageShape(page: Page): Promise<string | null> {
  const width = page.viewportSize()?.width ?? 0;
  const body = await page
    .evaluate(() => {
      const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
      const kept =
        /^(class|role|type|style|tabindex|disabled|hidden|lang|dir|data-(?!testid).*|aria-(?!label$|labelledby|describedby|controls|owns|activedescendant|valuenow|valuetext).*)$/;
      const attrs = (e: Element) =>
        Array.from(e.attributes, (a) =>
          kept.test(a.name)
            ? `${a.name}=${a.value.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|[0-9]+/g, '')}`
            : `${a.name}${a.value.trim() === '' ? '=' : ''}`,
        )
          .sort()
          .join(' ');
      const out = [attrs(document.documentElement)];
      const walk = (e: Element, depth: number) => {
        const text = Array.from(e.childNodes).some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
        out.push(`${depth}<${e.tagName} ${attrs(e)}${text ? ' T' : ''}>`);
        for (const c of Array.from(e.children)) if (!skip.has(c.tagName)) walk(c, depth + 1);
      };
      walk(document.body, 0);
      // Two 32-bit hashes of the shape (FNV-1a and a multiply-add), so the set keeps a short key.
      const all = out.join('\n');
      let h1 = 0x811c9dc5;
      let h2 = 0;
      for (let i = 0; i < all.length; i++) {
        h1 = Math.imul(h1 ^ all.charCodeAt(i), 16777619);
        h2 = (Math.imul(h2, 31) + all.charCodeAt(i)) | 0;
      }
      return `${all.length}:${h1 >>> 0}:${h2 >>> 0}`;
    })
    .catch(() => null);
  if (body === null) return null;
  const address = page
    .url()
    .split(/[?#]/)[0]
    ?.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');
  return `${address}|${width}|${body}`;
}
