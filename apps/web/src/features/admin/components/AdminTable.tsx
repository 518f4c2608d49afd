import { type ListView, PagedTable } from '../../../components/PagedTable';
import type { Filter } from '../../../lib/list-state';
import type { ListStateHandle } from '../../../lib/use-list-state';
import { adminText } from '../messages';

export interface AdminTableProps<D, T, F extends string, FS extends Record<string, Filter>> {
  /** The list's messages: `{area}.title` names the table, `{area}.none` says it is empty. */
  area: 'users' | 'audit' | 'projects';
  query: Parameters<typeof PagedTable<D, T, F, FS>>[0]['query'];
  list: ListStateHandle<F, FS>;
  view: ListView<D, T, F>;
  footer?: (data: D) => React.ReactNode;
}

/** An admin list (30 a page): named by its area's title, hidden because the page heading says it. */
export function AdminTable<D, T, F extends string, FS extends Record<string, Filter>>({
  area,
  ...props
}: AdminTableProps<D, T, F, FS>) {
  return (
    <PagedTable
      {...props}
      caption={adminText(`${area}.title`)}
      hideCaption
      empty={adminText(`${area}.none`)}
    />
  );
}
