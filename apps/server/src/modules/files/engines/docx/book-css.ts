/** The stylesheet of a book converted from Word: plain, readable, and left to the reader's settings. */
export const BOOK_CSS = `body { margin: 0 5%; line-height: 1.4; }
h1, h2, h3, h4, h5, h6 { line-height: 1.2; page-break-after: avoid; break-after: avoid; }
h1 { font-size: 1.6em; margin: 2em 0 1em; text-align: center; }
h2 { font-size: 1.3em; margin: 1.5em 0 0.75em; }
h3 { font-size: 1.1em; margin: 1.25em 0 0.5em; }
p { margin: 0 0 0.6em; }
p.title { font-size: 2em; font-weight: bold; text-align: center; margin: 3em 0 0.5em; }
p.subtitle { font-size: 1.3em; text-align: center; margin: 0 0 2em; }
blockquote { margin: 1em 2em; font-style: italic; }
img { max-width: 100%; height: auto; }
table { border-collapse: collapse; margin: 1em 0; }
td, th { border: 1px solid #999; padding: 0.2em 0.5em; vertical-align: top; }
td p, th p { margin: 0; }
sup { line-height: 0; }
`;
