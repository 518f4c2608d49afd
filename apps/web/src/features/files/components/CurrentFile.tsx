import '../../../components/plain.css';
import { shortenFileName, type UploadedFileInfo } from '@quire/domain';
import { formatBytes } from '../lib/accept';
import { filesText } from '../messages';
import { statusText } from './status-text';

/** The file already on the project: its name (shortened, whole in the tooltip), size and status, and a PDF's page count. */
export function CurrentFile({
  file,
  status,
  pageCount,
}: {
  file: UploadedFileInfo | null;
  status: string | null | undefined;
  pageCount?: number | null;
}) {
  if (!file) return <p className="para para-dimmed">{filesText('files.current.none')}</p>;
  return (
    <dl className="builder-facts files-current">
      <div>
        <dt>{filesText('files.current.name')}</dt>
        <dd title={file.originalName}>{shortenFileName(file.originalName)}</dd>
      </div>
      <div>
        <dt>{filesText('files.current.size')}</dt>
        <dd>{formatBytes(file.size)}</dd>
      </div>
      {pageCount ? (
        <div>
          <dt>{filesText('files.current.pages')}</dt>
          <dd>{pageCount}</dd>
        </div>
      ) : null}
      <div>
        <dt>{filesText('files.current.status')}</dt>
        <dd>{statusText(status)}</dd>
      </div>
    </dl>
  );
}
