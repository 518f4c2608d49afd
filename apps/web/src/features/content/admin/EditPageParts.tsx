import { Anchor, Text } from '@mantine/core';
import { AppErrorBase } from '@quire/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import type { PageFrameProps } from '../../../components/SignedInPage';

export const notFound = (e: unknown) => e instanceof AppErrorBase && e.status === 404;

/** An edit page's frame: its title, the way back to the list, then the page. */
export function EditFrame({
  frame: Frame,
  title,
  backHref,
  backLabel,
  children,
}: {
  frame: ComponentType<PageFrameProps>;
  title: string;
  backHref: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Frame title={title}>
      <Anchor component={Link} to={backHref}>
        {backLabel}
      </Anchor>
      {children}
    </Frame>
  );
}

/** What was loaded to edit; else why not (not found, or not loaded), or Loading meanwhile. */
export function LoadedOr<T>({
  query,
  text,
  children,
}: {
  query: UseQueryResult<T>;
  text: (key: 'form.notFound' | 'form.loadError' | 'form.loading') => string;
  children: (data: T) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.isError)
    return <Text role="alert">{text(notFound(query.error) ? 'form.notFound' : 'form.loadError')}</Text>;
  return <Loading label={text('form.loading')} />;
}
