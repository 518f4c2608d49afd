/**
 * The new-book pages (book type, title), the steps before the book's files (sale status, pre-order,
 * vendor, sample, edition). The summary's strings are the shell's (shell.ts).
 */
export const startStepsEnUS = {
  'type.pageTitle': 'Choose your book type',
  'type.title': 'What kind of book are you making?',
  'type.intro': 'You can make other formats of the same book later; each format is its own project.',
  'type.label': 'Book type',
  'type.EBOOK':
    'A digital book sold in our store and read on phones, tablets and eReaders. Upload an EPUB or a Word (.docx) file; no printing costs, so your royalty is higher.',
  'type.PRINT':
    'A paperback or hardcover with its own ISBN, published for sale in our store and printed as readers order it. You choose the trim size, ink and paper, and set the list price.',
  'type.POD':
    'Printed copies of your book for yourself: gifts, events, proofs or family history. Nothing is published or sold in stores; you order the copies you need.',
  'create.pageTitle': 'Title your book',
  'create.title': 'What is your book called?',
  'create.intro':
    'Use the title exactly as it appears on the cover. You can change it later in Book Details.',
  'create.field.title': 'title',
  'create.field.subtitle': 'subtitle',
  'create.bookTitle': 'Title',
  'create.subtitle': 'Subtitle',
  'create.submit': 'Create book',
  'sale.title': 'Sale status',
  'sale.intro.print':
    'Your book goes on sale when you publish it from Review & Publish. Until then it stays off sale and only you can see it.',
  'sale.intro.personal':
    'A personal-use book is printed for you only and is never listed for sale; you order copies from Review & Order.',
  'sale.current': 'Current status:',
  'sale.fact.1': 'Putting a book on sale can take up to 72 hours to appear in the store.',
  'sale.fact.2': 'Taking a book off sale takes 24 hours.',
  'sale.fact.3': 'Copies ordered after a book is taken off sale wait 4 to 5 business days.',
  'sale.anyTime':
    'You can take a published book off sale, or put it back on sale, at any time from My Projects.',
  'preorder.field': 'on-sale date',
  'preorder.title': 'Offer a pre-order?',
  'preorder.intro':
    'A pre-order lists your eBook before its release: readers buy it now and receive it on the on-sale date. You need the final cover before the pre-order starts and the final interior before the on-sale date.',
  'preorder.label': 'Pre-order',
  'preorder.no': 'No, publish when my book is ready',
  'preorder.yes': 'Yes, offer my eBook for pre-order',
  'preorder.date': 'On-sale date',
  'vendor.needs.review':
    'Nothing from you: we are reviewing your vendor account. This usually takes up to 5 business days.',
  'vendor.needs.support':
    'Contact support: your vendor account cannot be used to sell books in its current state.',
  'vendor.needs.publisher':
    'Publisher details: your name or imprint as it appears on your books, and your address.',
  'vendor.needs.tax': 'Tax information: a W-9 (US) or W-8 form so we can report your earnings.',
  'vendor.needs.bank': 'Bank information: the account we pay your royalties into.',
  'vendor.status': 'Vendor account status:',
  'vendor.stillNeeded': 'Still needed',
  'vendor.active': 'Your vendor account is active: nothing more is needed to sell your books.',
  'vendor.later':
    'The vendor registration forms arrive in a later Quire update. Until then you can build your whole book; you will be asked for these details before it goes on sale.',
  'vendor.register.title': 'Become a Quire vendor',
  'vendor.register.intro':
    'To sell books and be paid royalties you register as a vendor once. Your books can be built before that.',
  'vendor.register.soon': 'Registration forms coming soon',
  'vendor.tax.title': 'Tax & Bank Information',
  'vendor.tax.intro': 'We need your tax details and a bank account to pay your royalties.',
  'vendor.publisher.title': 'Publisher Information',
  'vendor.publisher.intro':
    'The publisher is the name your books are sold under: your own name or your imprint.',
  'vendor.formsSoon': 'Forms coming soon',
  'sample.title': 'Choose your sample',
  'sample.intro': 'Store visitors can read a free sample before they buy. Choose how yours is made.',
  'sample.label': 'Sample',
  'sample.DEFAULT': 'Standard sample',
  'sample.DEFAULT.description': 'Readers preview the opening of your eBook, made for you from your interior.',
  'sample.CUSTOM': 'Upload my own sample',
  'sample.CUSTOM.description': 'Upload a separate file with exactly the pages you want readers to preview.',
  'sample.SELECTED': 'Choose pages from my interior',
  'sample.SELECTED.description': 'Pick the part of your converted interior that readers preview.',
  'edition.title': 'Is this another edition of your book?',
  'edition.intro':
    'This project was created as another format of a book you already have, so it shares that book’s details and appears with it in My Projects.',
  'edition.confirmed': 'Confirmed: this project is an edition of your existing book.',
  'edition.unconfirmed':
    'Confirm to keep it with your existing book; you can still change any detail of this edition.',
  'edition.confirm': 'Yes, it is an edition of my book',
} as const;

export const startStepsCommonwealth = {} as const;
