import { describe, expect, it } from 'vitest';
import {
  type CoverThumbnailFields,
  coverFileKind,
  coverThumbnail,
  coverThumbnailUrl,
} from './cover-thumbnail';

const P = '11111111-1111-4111-8111-111111111111';
const full = `/api/project/${P}/files/22222222-2222-4222-8222-222222222222/image.jpg`;
const fullPdf = `/api/project/${P}/files/33333333-3333-4333-8333-333333333333/file.pdf`;
const front = `/api/project/${P}/files/44444444-4444-4444-8444-444444444444/image.png`;
/** The card image the server makes of a served file. */
const card = (fileId: string) => `/api/project/${P}/cover-thumbnail/${fileId}`;

const none: CoverThumbnailFields = {
  type: 'EBOOK',
  coverFile: null,
  coverFrontFile: null,
  coverFullPreFlightCheckStatus: null,
  coverFrontPreFlightCheckStatus: null,
};

describe('coverThumbnail: the cover a dashboard card shows', () => {
  it('no uploaded cover → null (the placeholder)', () => {
    expect(coverThumbnail(none)).toBeNull();
    expect(coverThumbnail({ ...none, type: 'POD' })).toBeNull();
  });

  it('an eBook shows its cover image once its check has passed', () => {
    const ebook = { ...none, coverFile: full, coverFullPreFlightCheckStatus: 'SUCCESSFUL' };
    expect(coverThumbnail(ebook)).toEqual({
      url: card('22222222-2222-4222-8222-222222222222'),
      kind: 'IMAGE',
      panel: 'FRONT',
    });
    for (const status of ['NOT_STARTED', 'IN_PROGRESS', 'ERROR', null])
      expect(coverThumbnail({ ...ebook, coverFullPreFlightCheckStatus: status })).toBeNull();
  });

  it('a print book shows its front cover, else its full cover (front on the right), PDF or image', () => {
    const pod = { ...none, type: 'POD', coverFile: fullPdf, coverFullPreFlightCheckStatus: 'SUCCESSFUL' };
    // A PDF cover is shown as the image the server draws of its first page.
    const fullCard = card('33333333-3333-4333-8333-333333333333');
    expect(coverThumbnail(pod)).toEqual({ url: fullCard, kind: 'IMAGE', panel: 'FULL' });
    const separate = { ...pod, coverFrontFile: front, coverFrontPreFlightCheckStatus: 'SUCCESSFUL' };
    expect(coverThumbnail(separate)).toEqual({
      url: card('44444444-4444-4444-8444-444444444444'),
      kind: 'IMAGE',
      panel: 'FRONT',
    });
    // A front cover still being checked: the passed full cover stays shown.
    expect(coverThumbnail({ ...separate, coverFrontPreFlightCheckStatus: 'IN_PROGRESS' })?.url).toBe(
      fullCard,
    );
  });

  it('only an address the server serves a file at counts', () => {
    expect(coverFileKind(full)).toBe('IMAGE');
    expect(coverFileKind(fullPdf)).toBe('PDF');
    for (const bad of ['cover.jpg', 'https://elsewhere.example/cover.jpg', 'javascript:alert(1)', '', null]) {
      expect(coverFileKind(bad)).toBeNull();
      expect(coverThumbnailUrl(bad)).toBeNull();
    }
    expect(
      coverThumbnail({
        ...none,
        coverFile: 'https://x.example/c.jpg',
        coverFullPreFlightCheckStatus: 'SUCCESSFUL',
      }),
    ).toBeNull();
  });
});
