import '../../../components/plain.css';
import { shortenFileName, type UploadedFileInfo } from '@quire/domain';
import { formatBytes } from '../lib/accept';
import { preflightPhase } from '../lib/rules';
import { filesText } from '../messages';

const KNOWN = new Set(['NOT_STARTED', 'IN_PROGRESS', 'SUCCESSFUL', 'ERROR']);

export function statusText(status: string | null | undefined): string {
  const s = status ?? 'NOT_STARTED';
  if (KNOWN.has(s)) return filesText(`files.status.${s as 'NOT_STARTED'}`);
  const phase = preflightPhase(s);
  if (phase === 'pending') return filesText('files.status.NOT_STARTED');
  if (phase === 'passed') return filesText('files.status.SUCCESSFUL');
  return filesText('files.status.unknown', { status: s });
}

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
