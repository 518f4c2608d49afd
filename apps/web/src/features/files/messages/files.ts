/** The upload, preflight, review, sample, spine and final-files screens. */
export const filesEnUS = {
  // Step titles and what opens the next step
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
  // Spine
  'spine.title': 'Design your spine',
  'spine.intro': 'The spine joins your front and back covers; its width follows your page count and paper.',
  'spine.color': 'Spine color',
  'spine.hint': 'Pick a color that matches the edges of your front and back covers.',
  // Drop zone (spec 1 §5)
  'files.drop.label': 'Upload {what} file',
  'files.drop.zone': 'Drop zone for your {what} file',
  'files.drop.hint': 'Drag your {kinds} file here, or choose it from your computer.',
  'files.drop.limits': '{kinds}, up to {max}. One file at a time.',
  'files.drop.or': 'or',
  'files.drop.choose': 'Choose file',
  'files.drop.chooseFor': 'Choose file for your {what}',
  'files.drop.chosen': 'Chosen file: {name}',
  'files.error.type': 'We cannot take {name} here: the file must be {kinds}.',
  'files.error.many': 'Please drop one file at a time; you dropped {count}.',
  'files.error.size': '{name} is {size}; the largest file we accept here is {max}.',
  'files.error.empty': '{name} is empty. Please choose the finished file.',
  'files.error.network': 'The upload did not reach us. Check your connection and try again.',
  'files.what.INTERIOR': 'interior',
  'files.what.SAMPLE': 'sample',
  'files.what.FULL_COVER': 'cover',
  'files.what.FRONT_COVER': 'front cover',
  'files.what.BACK_COVER': 'back cover',
  'files.heading.INTERIOR': 'Interior file',
  'files.heading.SAMPLE': 'Sample file',
  'files.heading.FULL_COVER': 'Full cover file',
  'files.heading.FRONT_COVER': 'Front cover file',
  'files.heading.BACK_COVER': 'Back cover file',
  'files.heading.FULL_COVER.ebook': 'Cover image',
  // Confirmation (spec 1 §4)
  'files.replaceWarning':
    'Your book can be ordered. After you replace this file, an order is possible only if the file has no error, you click Publish Changes, and our review approves it, which takes up to 5 business days.',
  // Upload progress
  'files.upload.progress': 'Upload of {name}',
  'files.upload.percent': 'Uploading {name}: {percent}%',
  'files.upload.cancel': 'Cancel {what} upload',
  'files.upload.cancelled': 'Upload cancelled.',
  'files.upload.done': '{name} uploaded. We are checking it now.',
  // Current file
  'files.current': 'Current file',
  'files.current.name': 'Name',
  'files.current.size': 'Size',
  'files.current.pages': 'Pages',
  'files.current.status': 'Status',
  'files.current.uploaded': 'Uploaded',
  'files.current.none': 'No file uploaded yet.',
  // Preflight (spec 1 §4)
  'files.check.progress': 'Check of your {what} file',
  'files.check.percent': 'Checking your {what} file: {percent}%',
  'files.check.passed': 'Your {what} file passed the check.',
  'files.check.passedWarnings': 'Your {what} file passed the check with {warnings} to look at.',
  'files.check.failed': 'Your {what} file did not pass the check: {errors}, {warnings}.',
  'files.check.unknown':
    'We could not read the result of the check ({status}). Please upload the file again; if this keeps happening, contact us.',
  'files.check.unavailable': 'We could not get the status of your file. Reload the page to try again.',
  'files.check.errors.one': '1 error',
  'files.check.errors.many': '{count} errors',
  'files.check.warnings.one': '1 warning',
  'files.check.warnings.many': '{count} warnings',
  'files.findings': 'What the check found',
  'files.severity.ERROR': 'Errors',
  'files.severity.WARNING': 'Warnings',
  'files.severity.INFO': 'Notes',
  'files.where.page': 'page {page}',
  'files.where.path': 'in {path}',
  'files.where.pathLine': 'in {path}, line {line}',
  'files.converted': 'We converted your Word file to an EPUB.',
  // Page count changed
  'files.pageCount.title': 'Page count changed',
  'files.pageCount.body':
    'Your new interior has {count} pages. The spine width, print cost and lowest price follow the page count; check your cover and price.',
  'files.pageCount.ack': 'I understand',
  // Review
  'files.approve.INTERIOR': 'Approve interior',
  'files.approve.FULL_COVER': 'Approve cover',
  'files.approve.SAMPLE': 'Approve sample',
  'files.approved.INTERIOR': 'You approved this interior.',
  'files.approved.FULL_COVER': 'You approved this cover.',
  'files.approved.SAMPLE': 'You approved this sample.',
  'files.approve.failed': 'We could not save your approval: {message}',
  'files.preview.INTERIOR': 'Interior preview',
  'files.preview.FULL_COVER': 'Cover preview',
  'files.preview.SAMPLE': 'Sample preview',
  // Select sample
  'files.select.title': 'Choose the chapters of your sample',
  'files.select.intro':
    'Pick the parts of your book readers can read for free. They keep the order they have in your book.',
  'files.select.legend': 'Chapters of your interior',
  'files.select.untitled': 'Untitled section ({href})',
  'files.select.create': 'Create my sample',
  'files.select.none': 'Choose at least one chapter.',
  'files.select.loading': 'Loading the chapters of your interior…',
  'files.select.failed': 'We could not load the chapters of your interior. Reload the page to try again.',
  'files.select.empty': 'Your interior has no chapters to choose from yet. Upload your interior first.',
  'files.select.count': '{count} of {total} chosen',
  // Spine
  'files.spine.build': 'Build my cover',
  'files.spine.building': 'Building your cover…',
  'files.spine.needCovers': 'Upload both the front and the back cover first.',
  'files.spine.failed': 'We could not build your cover: {message}',
  // Final files (summary): messages/final.ts
} as const;

export const filesCommonwealth = {
  'spine.color': 'Spine colour',
  'spine.hint': 'Pick a colour that matches the edges of your front and back covers.',
} as const;
