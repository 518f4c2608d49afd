import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BannerSize } from '../../api/banners';
import { SafeHtml } from '../../SafeHtml';
import { bannersText as T } from './messages';

export interface BannerPreviewProps {
  size: Pick<BannerSize, 'width' | 'height'>;
  resourceType: 'IMAGE' | 'HTML';
  imageUrl: string | null;
  imageAlt: string | null;
  html: string | null;
  link: string | null;
}

/**
 * A banner at the size chosen (scaled down to the width there is, its proportions kept): its
 * image behind its link, or its HTML rebuilt from the allowed tags only (its own links kept).
 */
export function BannerPreview({ size, resourceType, imageUrl, imageAlt, html, link }: BannerPreviewProps) {
  let body: ReactNode = null;
  if (resourceType === 'IMAGE' && imageUrl)
    body = (
      <img
        src={imageUrl}
        alt={imageAlt ?? ''}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    );
  else if (resourceType === 'HTML' && html) body = <SafeHtml html={html} kind="message" />;
  return (
    <figure style={{ margin: 0 }}>
      <div
        data-testid="banner-preview"
        style={{
          width: size.width,
          maxWidth: '100%',
          aspectRatio: `${size.width} / ${size.height}`,
          overflow: 'hidden',
          border: '1px dashed var(--mantine-color-gray-6)',
        }}
      >
        {link && resourceType === 'IMAGE' && body ? (
          <a href={link} style={{ display: 'block', width: '100%', height: '100%' }}>
            {body}
          </a>
        ) : (
          body
        )}
      </div>
      <Text component="figcaption" size="sm" mt={4}>
        {T('form.preview', { width: size.width, height: size.height })}
      </Text>
    </figure>
  );
}
