import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, visibleSections, type WizardContext, type WizardProject } from './access';
import type { WizardStep } from './steps';
import { ACTIVE, ebook, parse, pod, print, str } from './test-fixtures';

function walk(project: WizardProject | null, start: string, ctx: WizardContext, dir: 'next' | 'back') {
  const out: string[] = [];
  let step: WizardStep | null = parse(start);
  while (step) {
    out.push(str(step) as string);
    step = dir === 'next' ? nextStep(project, step, ctx) : previousStep(project, step, ctx);
  }
  return out;
}

describe('next and back', () => {
  it('walks a new book through the first steps', () => {
    expect(walk({ type: 'PRINT' }, 'build-a-book', {}, 'next')).toEqual([
      'build-a-book',
      'choose-book-type',
      'create-book-title',
    ]);
  });

  it('walks an eBook with custom sampling from the interior to the summary', () => {
    const p: WizardProject = {
      ...ebook,
      isDefaultSample: 'CUSTOM',
      interiorPdfConversionStatus: 'CONVERTED',
    };
    expect(walk(p, 'interior/formatting', { customSampling: true, vendorStatus: 'New' }, 'next')).toEqual([
      'interior/formatting',
      'interior/images',
      'interior/fonts',
      'interior/upload',
      'interior/review',
      'interior/sample-preference',
      'interior/upload-sample',
      'cover/cover-type',
      'cover/formatting',
      'cover/images',
      'cover/fonts',
      'cover/upload',
      'book-details/about',
      'book-details/author',
      'book-details/categories',
      'book-details/pricing',
      'book-details/rights-and-other-information',
      'book-details/editorial-reviews',
      'vendor/publisher',
      'vendor/tax-bank-info',
      'summary',
    ]);
  });

  it('walks a POD from size and type to the summary, cover review straight to the summary', () => {
    const p: WizardProject = {
      ...pod,
      interiorPreFlightCheckStatus: 'SUCCESSFUL',
      interiorApproved: true,
      coverType: 'separate',
      coverFullPreFlightCheckStatus: 'SUCCESSFUL',
    };
    const forward = walk(p, 'book-size-and-type', {}, 'next');
    expect(forward).toEqual([
      'book-size-and-type',
      'interior/formatting',
      'interior/images',
      'interior/fonts',
      'interior/file-type',
      'interior/upload',
      'interior/review',
      'cover/cover-type',
      'cover/formatting',
      'cover/images',
      'cover/fonts',
      'cover/file-type',
      'cover/upload',
      'cover/spine',
      'cover/review',
      'summary',
    ]);
    expect(walk(p, 'summary', {}, 'back')).toEqual([...forward].reverse());
  });

  it('never goes back from an existing print book past its first steps after creation', () => {
    expect(walk(print, 'book-size-and-type', { vendorStatus: null }, 'back')).toEqual([
      'book-size-and-type',
      'vendor-registration',
      'select-sale-status',
    ]);
    expect(walk(print, 'book-details/editorial-reviews', ACTIVE, 'next')).toEqual([
      'book-details/editorial-reviews',
      'book-details/isbn',
      'summary',
    ]);
  });

  it('an eBook with pre-order goes from the title to pre-order, registration and the interior', () => {
    const ctx: WizardContext = { preOrderAllowed: true, vendorStatus: 'None' };
    expect(walk(ebook, 'select-preorder-status', ctx, 'next').slice(0, 3)).toEqual([
      'select-preorder-status',
      'vendor-registration',
      'interior/formatting',
    ]);
  });
});

describe('visibleSections', () => {
  it('lists the sections of a print book with incomplete size as inactive', () => {
    const sections = visibleSections({ ...print, pageSize: null }, ACTIVE).filter((x) => x.main);
    expect(sections.map((x) => [x.section, x.active])).toEqual([
      ['book-size-and-type', true],
      ['interior', false],
      ['cover', false],
      ['book-details', false],
      ['summary', false],
    ]);
    expect(sections[3]?.children.map((c) => c.child)).toContain('isbn');
  });

  it('shows the vendor section for an eBook of an inactive vendor, with child labels', () => {
    const sections = visibleSections(ebook, { vendorStatus: 'Pending' });
    const vendor = sections.find((x) => x.section === 'vendor');
    expect(vendor).toMatchObject({ label: 'Vendor Information', active: true, main: true });
    expect(vendor?.children.map((c) => c.label)).toEqual(['Publisher', 'Tax & Bank Info']);
    expect(
      sections.find((x) => x.section === 'interior')?.children.find((c) => c.child === 'review'),
    ).toEqual({
      child: 'review',
      label: 'Review',
      active: false,
    });
    expect(sections.some((x) => x.section === 'book-size-and-type')).toBe(false);
  });
});
