/** The book-size-and-type and cover-type steps (the file steps' strings are the files feature's). */
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
  'ultra.title': 'Ultra Premium',
  'ultra.body':
    'This book is printed as Ultra Premium: full color on 80# premium white paper with a soft-touch matte cover. Its ink, paper and finish are set by Ultra Premium; its trim size and page count stay within the Ultra Premium range.',
  'ultra.fixed': 'Set by Ultra Premium.',
  'ultra.pricing':
    'Ultra Premium printing: your printing cost and the lowest price that earns a royalty come from the Ultra Premium cost table.',
  'size.pageCount': 'Page count',
  'size.pageCount.field': 'page count',
  'size.pageCount.hint': 'An even number from 18 to 800, including blank pages.',
  'file.coverType': 'Cover type',
  'coverType.title': 'Choose your cover type',
  'coverType.intro':
    'Upload a finished cover as one file, or the front and back separately and let us build the spine.',
  'coverType.intro.ebook': 'An eBook has one cover: the front cover image readers see in the store.',
  'coverType.full': 'Full cover',
  'coverType.full.ebook': 'One front cover image.',
  'coverType.full.print': 'One PDF with back cover, spine and front cover together.',
  'coverType.separate': 'Separate front and back',
} as const;

export const printStepsCommonwealth = {
  'size.printColor.field': 'print colour',
  'size.paperColor.field': 'paper colour',
  'ultra.body':
    'This book is printed as Ultra Premium: full colour on 80# premium white paper with a soft-touch matte cover. Its ink, paper and finish are set by Ultra Premium; its trim size and page count stay within the Ultra Premium range.',
} as const;
