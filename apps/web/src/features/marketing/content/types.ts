/** A static marketing page: a title, a lead paragraph and sections of plain paragraphs. */
export interface PageSection {
  heading: string;
  /** Anchor id, for links such as /about-us#contact. */
  id?: string;
  paragraphs: string[];
  /** Optional bullet list after the paragraphs. */
  list?: string[];
}

export interface MarketingPageContent {
  title: string;
  lead: string;
  sections: PageSection[];
}
