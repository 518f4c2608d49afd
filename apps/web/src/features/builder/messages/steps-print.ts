/** The book-size-and-type, interior/cover file, spine and summary steps. */
export const printStepsEnUS = {
  'size.title': 'Book size and type',
  'size.intro':
    'Choose how your printed book looks. The trim size, binding, ink and page count set the printing cost and the lowest price you can charge.',
  'size.resetTitle': 'Price reset',
  'size.resetBody':
    'Changing the size or type reset your list price and print quote. Check your price again in Book Details, Pricing.',
  'size.noteTitle': 'Please note',
  'size.pageCountChangedTitle': 'Page count changed',
  'size.pageCountChangedBody':
    'Your page count changed with your latest interior, so your print cost may have changed too.',
  'size.acknowledge': 'OK, got it',
  'size.trimSize': 'Trim size',
  'size.trimSize.field': 'trim size',
  'size.trimSize.choose': 'Choose a trim size',
  'size.trimSize.option': '{width} × {height} in',
  'size.coverFormat': 'Cover format',
  'size.coverFormat.field': 'cover format',
  'size.coverFormat.choose': 'Choose a cover format',
  'size.coverFormat.trimFirst': 'Choose a trim size first.',
  'size.printColor.field': 'print color',
  'size.printColor.choose': 'Choose the ink',
  'size.paperColor.field': 'paper color',
  'size.paperColor.choose': 'Choose the paper',
  'size.coverFinish': 'Cover finish',
  'size.coverFinish.field': 'cover finish',
  'size.coverFinish.choose': 'Choose a finish',
  'size.finish.MATTE': 'Matte',
  'size.finish.GLOSS': 'Gloss',
  'size.pageCount': 'Page count',
  'size.pageCount.field': 'page count',
  'size.pageCount.hint': 'An even number from 18 to 800, including blank pages.',
  'file.notUploaded': 'Not uploaded',
  'file.gate.interior': 'The review step opens once your interior has been converted.',
  'file.gate.sample': 'The sample review opens once your sample has passed its check.',
  'file.gate.coverPreorder': 'The cover review opens once your cover has passed its check.',
  'file.gate.cover':
    'The cover review opens once your cover has passed its check and your interior is approved.',
  'file.title.review.interior': 'Review your interior',
  'file.title.review.cover': 'Review your cover',
  'file.title.review.sample': 'Review your sample',
  'file.title.upload.interior': 'Upload your interior',
  'file.title.upload.cover': 'Upload your cover',
  'file.title.upload.sample': 'Upload your sample',
  'file.intro.review.interior': 'Check the interior as readers will see it, then approve it to continue.',
  'file.intro.review.cover': 'Check the cover as readers will see it, then approve it to continue.',
  'file.intro.review.sample': 'Check the sample as readers will see it, then approve it to continue.',
  'file.intro.upload.interior':
    'Your interior file is checked automatically after upload (preflight), and we tell you what to fix.',
  'file.intro.upload.cover':
    'Your cover file is checked automatically after upload (preflight), and we tell you what to fix.',
  'file.intro.upload.sample':
    'Your sample file is checked automatically after upload (preflight), and we tell you what to fix.',
  'file.coverType': 'Cover type',
  'coverType.title': 'Choose your cover type',
  'coverType.intro':
    'Upload a finished cover as one file, or the front and back separately and let us build the spine.',
  'coverType.full': 'Full cover',
  'coverType.full.ebook': 'One front cover image.',
  'coverType.full.print': 'One PDF with back cover, spine and front cover together.',
  'coverType.separate': 'Separate front and back',
  'spine.title': 'Design your spine',
  'spine.intro': 'The spine joins your front and back covers; its width follows your page count and paper.',
  'spine.field': 'spine color',
} as const;

export const printStepsCommonwealth = {
  'size.printColor.field': 'print colour',
  'size.paperColor.field': 'paper colour',
  'spine.field': 'spine colour',
} as const;
