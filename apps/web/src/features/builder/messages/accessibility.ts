/** The About step's Accessibility section (decision 046): what the author states of the eBook's accessibility. */
export const accessibilityEnUS = {
  'a11y.title': 'Accessibility',
  'a11y.intro':
    'Readers, stores and libraries in the EU need to know how accessible your eBook is (European Accessibility Act). Say here what your EPUB file does not say; what you state replaces the file’s for that item.',
  'a11y.status': 'Accessibility metadata: {status}',
  'a11y.findings': 'What is missing or needs attention',
  'a11y.noFindings': 'Your eBook’s accessibility metadata is complete.',
  'a11y.fromFile': 'Your EPUB says: {values}',
  'a11y.fromFileNone': 'Your EPUB does not say.',
  'a11y.accessModes': 'How the book is read (access modes)',
  'a11y.accessModesHint': 'The senses the book asks of readers as it is published.',
  'a11y.sufficient': 'Ways of reading that are enough on their own',
  'a11y.sufficientHint': 'For example “Text alone” when every image has a text alternative.',
  'a11y.features': 'Accessibility features',
  'a11y.featuresHint': 'What the book offers: a table of contents, headings, text alternatives for images…',
  'a11y.hazards': 'Hazards',
  'a11y.hazardsHint': 'Content that can harm some readers: flashing, motion simulation, sound.',
  'a11y.summary': 'Accessibility summary',
  'a11y.summaryHint': 'A sentence or two on how accessible the book is, and any limits.',
  'a11y.conformsTo': 'Standard the book meets',
  'a11y.conformsToHint': 'Only if you have checked the book against it.',
  'a11y.conformsToNone': 'None claimed',
  'a11y.field': 'accessibility',
} as const;

export const accessibilityCommonwealth = {} as const;
