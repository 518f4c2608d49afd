/** The guidance pages of the interior and cover sections (content/guidance.ts), per page and book kind. */
export const guidanceEnUS = {
  'guide.interior.formatting.title': 'Format your interior',
  'guide.interior.formatting.intro.ebook':
    'eBook text reflows to fit every screen, so simple, consistent formatting reads best.',
  'guide.interior.formatting.intro.print':
    'A print interior is laid out page by page at the trim size you chose, exactly as it will be printed.',
  'guide.interior.formatting.ebook.1':
    'Use your word processor’s heading styles (Heading 1 for chapter titles) so readers get a working table of contents.',
  'guide.interior.formatting.ebook.2':
    'Start each chapter with a page break rather than repeated blank lines.',
  'guide.interior.formatting.ebook.3':
    'Do not use tabs or spaces to indent paragraphs; set a first-line indent in the paragraph style instead.',
  'guide.interior.formatting.ebook.4':
    'Leave out page numbers, headers and footers: reading apps add their own.',
  'guide.interior.formatting.ebook.5':
    'Put front matter (title page, copyright page, dedication) before chapter one, and keep it short so the sample shows your story.',
  'guide.interior.formatting.print.1':
    'Set the page size of your document to the trim size of the book, plus 0.125 in on the outside edges if anything prints to the edge (bleed).',
  'guide.interior.formatting.print.2':
    'Keep text at least 0.5 in from the trimmed edges, and allow a wider inside margin (gutter) for thicker books: 0.75 in above 150 pages.',
  'guide.interior.formatting.print.3':
    'Start chapters on a right-hand (odd) page and number pages from the first page of the main text.',
  'guide.interior.formatting.print.4':
    'The page count must be even, from 18 to 800; add a blank page at the end if needed.',
  'guide.interior.formatting.print.5':
    'Export a PDF with every font embedded; it is printed exactly as it looks.',
  'guide.interior.images.title': 'Images in your interior',
  'guide.interior.images.intro': 'Pictures should look as sharp in the book as they do on your screen.',
  'guide.interior.images.ebook.1':
    'Insert images in line with the text, not floating or wrapped, so they stay where you put them.',
  'guide.interior.images.ebook.2':
    'Use JPEG for photographs and PNG for line art; 1,600 px on the long side is plenty.',
  'guide.interior.images.ebook.3': 'Keep each image under 5 MB and the whole file under 20 MB.',
  'guide.interior.images.ebook.4':
    'Give every image alternative text describing it, for readers who use screen readers.',
  'guide.interior.images.print.1':
    'Use 300 dpi at the printed size; images below 200 dpi print soft or pixelated.',
  'guide.interior.images.print.2':
    'For black and white books, convert images to grayscale yourself so you can check the contrast.',
  'guide.interior.images.print.3':
    'Images that run to the page edge must extend 0.125 in past the trim (bleed).',
  'guide.interior.images.print.4': 'Flatten transparency and layers before exporting to PDF.',
  'guide.interior.fonts.title': 'Fonts',
  'guide.interior.fonts.intro': 'Readable type matters more than decoration.',
  'guide.interior.fonts.ebook.1':
    'Readers choose their own font and size, so do not rely on a particular typeface for meaning.',
  'guide.interior.fonts.ebook.2': 'Use bold and italic for emphasis; avoid colored or underlined body text.',
  'guide.interior.fonts.ebook.3': 'Only embed fonts you are licensed to distribute in eBooks.',
  'guide.interior.fonts.print.1':
    'Body text of 10 to 12 pt in a book face such as Garamond, Georgia or Minion reads comfortably.',
  'guide.interior.fonts.print.2':
    'Embed every font in the PDF (in Word: Save As PDF with “ISO 19005-1 compliant (PDF/A)”).',
  'guide.interior.fonts.print.3':
    'Text smaller than 7 pt and lines thinner than 0.5 pt may not print clearly.',
  'guide.interior.file-type.title': 'File type',
  'guide.interior.file-type.intro': 'Print interiors are uploaded as a print-ready PDF.',
  'guide.interior.file-type.all.1': 'One PDF, single pages (not spreads), every page at the trim size.',
  'guide.interior.file-type.all.2':
    'PDF/X-1a or PDF/A with embedded fonts gives the most predictable result.',
  'guide.interior.file-type.all.3': 'No crop marks, passwords or comments; remove them before exporting.',
  'guide.interior.file-type.all.4':
    'We check the file after upload (preflight) and tell you what to fix, if anything.',
  'guide.cover.formatting.title': 'Format your cover',
  'guide.cover.formatting.intro.ebook':
    'Your eBook cover is the front cover only and is mostly seen as a thumbnail.',
  'guide.cover.formatting.intro.print':
    'A print cover wraps around the book: back cover, spine and front cover in one piece, or as separate pieces.',
  'guide.cover.formatting.ebook.1':
    'Use a portrait image with a height of about 1.6 times its width, at least 1,400 × 2,240 px.',
  'guide.cover.formatting.ebook.2': 'Make the title large enough to read at thumbnail size.',
  'guide.cover.formatting.ebook.3': 'Do not mention prices, other retailers or “free” on the cover.',
  'guide.cover.formatting.print.1':
    'The full cover width is back + spine + front, plus 0.125 in bleed on every outside edge.',
  'guide.cover.formatting.print.2':
    'The spine width depends on the page count and paper; it is shown once the interior is approved.',
  'guide.cover.formatting.print.3':
    'Keep text and logos 0.25 in inside the trim and away from the spine folds.',
  'guide.cover.formatting.print.4':
    'Leave a clear area of 2 × 1.2 in on the lower back cover for the barcode.',
  'guide.cover.images.title': 'Cover images',
  'guide.cover.images.intro': 'The cover is the first thing a reader sees; it must be sharp.',
  'guide.cover.images.ebook.1': 'RGB color, JPEG or PNG.',
  'guide.cover.images.ebook.2': 'No borders: the stores frame the image themselves.',
  'guide.cover.images.print.1':
    'Use 300 dpi at the printed size and CMYK color where your software allows it.',
  'guide.cover.images.print.2':
    'Dark, rich backgrounds print best with a total ink coverage of no more than 240%.',
  'guide.cover.fonts.title': 'Cover fonts',
  'guide.cover.fonts.intro': 'Title and author name should stand out at a glance.',
  'guide.cover.fonts.all.1': 'Use no more than two typefaces.',
  'guide.cover.fonts.all.2': 'Embed or outline every font before exporting.',
  'guide.cover.fonts.all.3':
    'Check that light text on a busy image stays readable; add a shadow or a panel if not.',
  'guide.cover.file-type.title': 'Cover file type',
  'guide.cover.file-type.intro': 'Print covers are uploaded as PDF.',
  'guide.cover.file-type.all.1': 'A full cover is one PDF page holding back, spine and front.',
  'guide.cover.file-type.all.2':
    'Separate covers are two PDFs: front and back; the spine is set in the spine step.',
  'guide.cover.file-type.all.3': 'Flatten layers and transparency; include bleed.',
} as const;

/** Commonwealth spelling of the guidance (colour, greyscale). */
export const guidanceCommonwealth = {
  'guide.interior.images.print.2':
    'For black and white books, convert images to greyscale yourself so you can check the contrast.',
  'guide.interior.fonts.ebook.2': 'Use bold and italic for emphasis; avoid coloured or underlined body text.',
  'guide.cover.images.ebook.1': 'RGB colour, JPEG or PNG.',
  'guide.cover.images.print.1':
    'Use 300 dpi at the printed size and CMYK colour where your software allows it.',
} as const;
