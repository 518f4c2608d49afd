/** Previews of the book builder (contract F2): the interior reader, the cover with guides, the query hook. */
export { fetchPreviewInfo, previewKey, usePreviewInfo } from './api';
export { CoverPreview, type CoverPreviewProps, projectCoverLayout } from './CoverPreview';
export { InteriorPreview, type InteriorPreviewProps } from './InteriorPreview';
export {
  PREVIEW_POLL_MS,
  PREVIEW_POLL_TRIES,
  PreviewFailure,
  type PreviewFailureReason,
  pollPreviewReady,
} from './poll';
