import type { AdBanner, SiteModule } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/fetch-mock';
import { author } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AdBannerView, PageBanners } from './PageBanners';
import { ModuleCard, PageModules } from './SiteModules';

const column = (n: number, overrides: Partial<SiteModule['columns'][number]> = {}) => ({
  heading: `Heading ${n}`,
  copy: `<p>Copy ${n}</p>`,
  imagePath: `m/${n}.png`,
  imageUrl: `/content-images/m/${n}.png`,
  imageAlt: `Picture ${n}`,
  link: null,
  linkLabel: null,
  ...overrides,
});

const siteModule = (overrides: Partial<SiteModule> = {}): SiteModule => ({
  id: 'm1',
  name: 'Internal name',
  moduleType: 'LEFT_NAV_PROJECT',
  template: 'IMAGE_TEXT',
  doubleTemplate: false,
  columns: [column(1), column(2)],
  pages: ['projects'],
  position: 0,
  active: true,
  startAt: null,
  endAt: null,
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const banner = (overrides: Partial<AdBanner> = {}): AdBanner => ({
  id: 'b1',
  name: 'Spring sale',
  size: 'MEDIUM_RECTANGLE',
  resourceType: 'IMAGE',
  imagePath: 'b/1.png',
  imageUrl: '/content-images/b/1.png',
  imageAlt: 'Spring sale: 20% off proofs',
  html: null,
  link: '/projects/coupon',
  pages: ['projects'],
  active: true,
  startAt: null,
  endAt: null,
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const render = (ui: ReactElement) => renderWithProviders(ui).container;

describe('a site module', () => {
  it('IMAGE_TEXT: heading, image with its alt text, copy and link; one column unless doubleTemplate', () => {
    const c = render(
      <ModuleCard
        module={siteModule({
          columns: [column(1, { link: '/how-it-works', linkLabel: 'How it works' }), column(2)],
        })}
      />,
    );
    expect(screen.getByText('Heading 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
      '/content-images/m/1.png',
    );
    expect(screen.getByText('Copy 1').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'How it works' }).getAttribute('href')).toBe('/how-it-works');
    expect(screen.queryByText('Heading 2')).toBeNull();
    expect(c.textContent).not.toContain('Internal name');
  });

  it('doubleTemplate: two columns side by side', () => {
    const c = render(<ModuleCard module={siteModule({ doubleTemplate: true })} />);
    expect(c.querySelector('.site-module')?.getAttribute('data-double')).toBe('true');
    expect(c.querySelectorAll('.site-module-column')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Picture 2' })).toBeTruthy();
  });

  it('TEXT shows no image; IMAGE shows no copy, and a linked image is the link, named by its alt text', () => {
    const text = render(<ModuleCard module={siteModule({ template: 'TEXT' })} />);
    expect(text.querySelector('img')).toBeNull();
    expect(within(text).getByText('Copy 1')).toBeTruthy();
    const image = render(
      <ModuleCard
        module={siteModule({ template: 'IMAGE', columns: [column(3, { link: 'https://example.com/p' })] })}
      />,
    );
    expect(within(image).queryByText('Copy 3')).toBeNull();
    const link = within(image).getByRole('link', { name: 'Picture 3 (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/p');
  });

  it('copy is sanitised: no script, no handler, no javascript: link; an image from elsewhere is not loaded', () => {
    const c = render(
      <ModuleCard
        module={siteModule({
          columns: [
            column(1, {
              copy: '<p onclick="x()">Safe <a href="javascript:alert(1)">bad</a><img src=x onerror="alert(1)"></p><script>alert(2)</script>',
              imageUrl: 'javascript:alert(3)',
            }),
          ],
        })}
      />,
    );
    expect(c.innerHTML).not.toMatch(/script|onclick|onerror|javascript/);
    expect(c.querySelector('img')).toBeNull();
    expect(c.textContent).toContain('Safe bad');
  });
});

describe('an ad banner', () => {
  it('an image at its size (never wider than its place), with its alt text and link', () => {
    const c = render(<AdBannerView banner={banner()} />);
    const link = screen.getByRole('link', { name: 'Spring sale: 20% off proofs' });
    expect(link.getAttribute('href')).toBe('/projects/coupon');
    const img = screen.getByRole('img', { name: 'Spring sale: 20% off proofs' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '250']);
    expect((c.querySelector('.site-banner') as HTMLElement).style.maxWidth).toBe('300px');
  });

  it('HTML, sanitised, at its size', () => {
    const c = render(
      <AdBannerView
        banner={banner({
          resourceType: 'HTML',
          size: 'LEADERBOARD',
          imageUrl: null,
          link: null,
          html: '<p><strong>Proofs</strong> half price</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        })}
      />,
    );
    expect(screen.getByText('Proofs').tagName).toBe('STRONG');
    expect(c.innerHTML).not.toMatch(/script|onerror|<img/);
    expect((c.querySelector('.site-banner') as HTMLElement).style.maxWidth).toBe('728px');
  });
});

describe('a page’s modules and banners', () => {
  it('each shows its own kind from the one page-banners answer, asked once', async () => {
    const api = mockApi({
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/page-banners/ebook-cover': ok({
        page: 'ebook-cover',
        modules: [
          siteModule({
            id: 'n',
            moduleType: 'LEFT_NAV_BAB',
            columns: [column(1, { heading: 'Cover tips' })],
          }),
          siteModule({
            id: 'b',
            moduleType: 'BANNER',
            template: 'TEXT',
            columns: [column(2, { heading: 'Banner news' })],
          }),
        ],
        banners: [banner()],
        messages: [],
      }),
    });
    renderWithProviders(
      <>
        <PageModules page="ebook-cover" moduleType="LEFT_NAV_BAB" />
        <PageBanners page="ebook-cover" />
      </>,
    );
    const modules = await screen.findByRole('complementary', { name: 'From Quire' });
    expect(within(modules).getByText('Cover tips')).toBeTruthy();
    expect(within(modules).queryByText('Banner news')).toBeNull();
    const banners = screen.getByRole('complementary', { name: 'Featured' });
    expect(within(banners).getByText('Banner news')).toBeTruthy();
    expect(within(banners).getByRole('img', { name: 'Spring sale: 20% off proofs' })).toBeTruthy();
    expect(api.calls.filter((c) => c.key.startsWith('GET /api/project/page-banners'))).toHaveLength(1);
  });

  it('nothing shown, and nothing asked, for a visitor', async () => {
    const api = mockApi({ 'GET /api/authentication/session': ok({ user: null }) });
    renderWithProviders(<PageModules page="projects" moduleType="LEFT_NAV_PROJECT" />);
    await new Promise((r) => setTimeout(r, 30));
    expect(api.calls.map((c) => c.key)).toEqual(['GET /api/authentication/session']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
