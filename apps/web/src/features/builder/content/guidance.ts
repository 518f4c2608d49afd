/** Guidance pages of the interior and cover sections: what an author needs to know before uploading. */
export interface Guidance {
  title: string;
  intro: string;
  points: string[];
}

type Kind = 'ebook' | 'print';

const INTERIOR: Record<string, (kind: Kind) => Guidance> = {
  formatting: (kind) => ({
    title: 'Format your interior',
    intro:
      kind === 'ebook'
        ? 'eBook text reflows to fit every screen, so simple, consistent formatting reads best.'
        : 'A print interior is laid out page by page at the trim size you chose, exactly as it will be printed.',
    points:
      kind === 'ebook'
        ? [
            'Use your word processor’s heading styles (Heading 1 for chapter titles) so readers get a working table of contents.',
            'Start each chapter with a page break rather than repeated blank lines.',
            'Do not use tabs or spaces to indent paragraphs; set a first-line indent in the paragraph style instead.',
            'Leave out page numbers, headers and footers: reading apps add their own.',
            'Put front matter (title page, copyright page, dedication) before chapter one, and keep it short so the sample shows your story.',
          ]
        : [
            'Set the page size of your document to the trim size of the book, plus 0.125 in on the outside edges if anything prints to the edge (bleed).',
            'Keep text at least 0.5 in from the trimmed edges, and allow a wider inside margin (gutter) for thicker books: 0.75 in above 150 pages.',
            'Start chapters on a right-hand (odd) page and number pages from the first page of the main text.',
            'The page count must be even, from 18 to 800; add a blank page at the end if needed.',
            'Export a PDF with every font embedded; it is printed exactly as it looks.',
          ],
  }),
  images: (kind) => ({
    title: 'Images in your interior',
    intro: 'Pictures should look as sharp in the book as they do on your screen.',
    points:
      kind === 'ebook'
        ? [
            'Insert images in line with the text, not floating or wrapped, so they stay where you put them.',
            'Use JPEG for photographs and PNG for line art; 1,600 px on the long side is plenty.',
            'Keep each image under 5 MB and the whole file under 20 MB.',
            'Give every image alternative text describing it, for readers who use screen readers.',
          ]
        : [
            'Use 300 dpi at the printed size; images below 200 dpi print soft or pixelated.',
            'For black and white books, convert images to grayscale yourself so you can check the contrast.',
            'Images that run to the page edge must extend 0.125 in past the trim (bleed).',
            'Flatten transparency and layers before exporting to PDF.',
          ],
  }),
  fonts: (kind) => ({
    title: 'Fonts',
    intro: 'Readable type matters more than decoration.',
    points:
      kind === 'ebook'
        ? [
            'Readers choose their own font and size, so do not rely on a particular typeface for meaning.',
            'Use bold and italic for emphasis; avoid colored or underlined body text.',
            'Only embed fonts you are licensed to distribute in eBooks.',
          ]
        : [
            'Body text of 10 to 12 pt in a book face such as Garamond, Georgia or Minion reads comfortably.',
            'Embed every font in the PDF (in Word: Save As PDF with “ISO 19005-1 compliant (PDF/A)”).',
            'Text smaller than 7 pt and lines thinner than 0.5 pt may not print clearly.',
          ],
  }),
  'file-type': () => ({
    title: 'File type',
    intro: 'Print interiors are uploaded as a print-ready PDF.',
    points: [
      'One PDF, single pages (not spreads), every page at the trim size.',
      'PDF/X-1a or PDF/A with embedded fonts gives the most predictable result.',
      'No crop marks, passwords or comments; remove them before exporting.',
      'We check the file after upload (preflight) and tell you what to fix, if anything.',
    ],
  }),
};

const COVER: Record<string, (kind: Kind) => Guidance> = {
  formatting: (kind) => ({
    title: 'Format your cover',
    intro:
      kind === 'ebook'
        ? 'Your eBook cover is the front cover only and is mostly seen as a thumbnail.'
        : 'A print cover wraps around the book: back cover, spine and front cover in one piece, or as separate pieces.',
    points:
      kind === 'ebook'
        ? [
            'Use a portrait image with a height of about 1.6 times its width, at least 1,400 × 2,240 px.',
            'Make the title large enough to read at thumbnail size.',
            'Do not mention prices, other retailers or “free” on the cover.',
          ]
        : [
            'The full cover width is back + spine + front, plus 0.125 in bleed on every outside edge.',
            'The spine width depends on the page count and paper; it is shown once the interior is approved.',
            'Keep text and logos 0.25 in inside the trim and away from the spine folds.',
            'Leave a clear area of 2 × 1.2 in on the lower back cover for the barcode.',
          ],
  }),
  images: (kind) => ({
    title: 'Cover images',
    intro: 'The cover is the first thing a reader sees; it must be sharp.',
    points:
      kind === 'ebook'
        ? ['RGB color, JPEG or PNG.', 'No borders: the stores frame the image themselves.']
        : [
            'Use 300 dpi at the printed size and CMYK color where your software allows it.',
            'Dark, rich backgrounds print best with a total ink coverage of no more than 240%.',
          ],
  }),
  fonts: () => ({
    title: 'Cover fonts',
    intro: 'Title and author name should stand out at a glance.',
    points: [
      'Use no more than two typefaces.',
      'Embed or outline every font before exporting.',
      'Check that light text on a busy image stays readable; add a shadow or a panel if not.',
    ],
  }),
  'file-type': () => ({
    title: 'Cover file type',
    intro: 'Print covers are uploaded as PDF.',
    points: [
      'A full cover is one PDF page holding back, spine and front.',
      'Separate covers are two PDFs: front and back; the spine is set in the spine step.',
      'Flatten layers and transparency; include bleed.',
    ],
  }),
};

export function interiorGuidance(child: string, kind: Kind): Guidance | null {
  return INTERIOR[child]?.(kind) ?? null;
}

export function coverGuidance(child: string, kind: Kind): Guidance | null {
  return COVER[child]?.(kind) ?? null;
}
