import './site.css';
import { BANNER_SIZES } from '@quire/domain';
import type { AdBanner, ContentPage } from '../api/page-content';
import { SafeHtml } from '../SafeHtml';
import { ContentLink, isImageUrl } from './ContentLink';
import { siteText } from './messages';
import { ModuleCard } from './SiteModules';
import { usePageContent } from './use-page-content';

/**
 * One ad banner at its size (IAB: 728×90, 300×250, …), never wider than the space it is given:
 * an image with its alt text and link, or the administrator's HTML, sanitised again here.
 */
export function AdBannerView({ banner }: { banner: AdBanner }) {
  const size = BANNER_SIZES.find((s) => s.code === banner.size);
  const style = size ? { maxWidth: `${size.width}px` } : undefined;
  if (banner.resourceType === 'IMAGE') {
    if (!isImageUrl(banner.imageUrl)) return null;
    const img = (
      <img
        className="site-banner-image"
        src={banner.imageUrl}
        // A linked banner is named by its image: the alt text, else the banner's name.
        alt={banner.imageAlt || (banner.link ? banner.name : '')}
        width={size?.width}
        height={size?.height}
        loading="lazy"
      />
    );
    return (
      <div className="site-banner" data-size={banner.size} style={style}>
        {banner.link ? <ContentLink href={banner.link}>{img}</ContentLink> : img}
      </div>
    );
  }
  if (!banner.html) return null;
  return (
    <div className="site-banner" data-size={banner.size} style={style}>
      <SafeHtml html={banner.html} kind="message" className="site-banner-html" />
      {banner.link ? (
        <ContentLink href={banner.link} className="site-banner-link">
          {siteText('bar.link')}
        </ContentLink>
      ) : null}
    </div>
  );
}

/** A page's banners: its BANNER site modules, then its ad banners, from the page's content answer. */
export function PageBanners({ page }: { page: ContentPage }) {
  const { data } = usePageContent(page);
  const modules = (data?.modules ?? []).filter((m) => m.moduleType === 'BANNER');
  const banners = data?.banners ?? [];
  if (modules.length === 0 && banners.length === 0) return null;
  return (
    <aside className="site-banners" aria-label={siteText('banners.label')}>
      {modules.map((m) => (
        <ModuleCard key={m.id} module={m} />
      ))}
      {banners.map((b) => (
        <AdBannerView key={b.id} banner={b} />
      ))}
    </aside>
  );
}
