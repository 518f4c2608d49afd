import { type BuilderMessageKey, builderText } from '../messages';

/** Guidance pages of the interior and cover sections: what an author needs to know before uploading. */
export interface Guidance {
  title: string;
  intro: string;
  points: string[];
}

type Kind = 'ebook' | 'print';

/**
 * Each page's shape: whether its intro differs by book kind, and how many points it lists per kind
 * ('all' when both kinds share them). The words are in the builder catalogue under guide.{section}.{page}.
 */
interface Page {
  introByKind?: boolean;
  points: { ebook: number; print: number } | { all: number };
}

const PAGES: Record<'interior' | 'cover', Record<string, Page>> = {
  interior: {
    formatting: { introByKind: true, points: { ebook: 5, print: 5 } },
    images: { points: { ebook: 4, print: 4 } },
    fonts: { points: { ebook: 3, print: 3 } },
    'file-type': { points: { all: 4 } },
  },
  cover: {
    formatting: { introByKind: true, points: { ebook: 3, print: 4 } },
    images: { points: { ebook: 2, print: 2 } },
    fonts: { points: { all: 3 } },
    'file-type': { points: { all: 3 } },
  },
};

function guidance(section: 'interior' | 'cover', child: string, kind: Kind): Guidance | null {
  const page = Object.hasOwn(PAGES[section], child) ? PAGES[section][child] : undefined;
  if (!page) return null;
  const key = (rest: string) => `guide.${section}.${child}.${rest}` as BuilderMessageKey;
  const [set, count] = 'all' in page.points ? ['all', page.points.all] : [kind, page.points[kind]];
  return {
    title: builderText(key('title')),
    intro: builderText(key(page.introByKind ? `intro.${kind}` : 'intro')),
    points: Array.from({ length: count }, (_, i) => builderText(key(`${set}.${i + 1}`))),
  };
}

export function interiorGuidance(child: string, kind: Kind): Guidance | null {
  return guidance('interior', child, kind);
}

export function coverGuidance(child: string, kind: Kind): Guidance | null {
  return guidance('cover', child, kind);
}
