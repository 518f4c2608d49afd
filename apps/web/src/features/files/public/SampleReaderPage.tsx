import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { AppErrorBase } from '@quire/domain/errors/app-error-base';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { usePageTitle } from '../../../lib/use-page-title';
import { publicSampleQuery } from '../api/public-sample';
import { EpubReader } from '../preview/EpubReader';
import { sampleText } from './messages';
import '../preview/preview.css';

/**
 * "Read a sample" from a product page (decision 042): an on-sale eBook's free sample in the
 * browser reader, for anyone, signed in or not. The product page is server-rendered, so the way
 * back is a plain link; "Buy" goes to the operator's store when one is configured.
 */
export default function SampleReaderPage() {
  const { id = '' } = useParams();
  const query = useQuery(publicSampleQuery(id));
  const missing = query.isError && query.error instanceof AppErrorBase && query.error.status === 404;
  const title = query.data
    ? sampleText('sample.pageTitle', { title: query.data.title })
    : sampleText('sample.heading');
  usePageTitle(title);

  if (query.isPending) return <Loading label={sampleText('sample.loading')} />;
  if (query.isError) {
    return (
      <Stack maw={640}>
        <Title order={1}>{sampleText('sample.heading')}</Title>
        <Alert color={missing ? 'gray' : 'red'} role="alert">
          {sampleText(missing ? 'sample.missing' : 'sample.loadError')}
        </Alert>
        {missing ? null : (
          <Group>
            <Button onClick={() => void query.refetch()}>{sampleText('sample.retry')}</Button>
          </Group>
        )}
      </Stack>
    );
  }

  const book = query.data;
  const buy = book.buyUrl ? (
    <Button component="a" href={book.buyUrl} rel="noopener">
      {sampleText('sample.buy')}
    </Button>
  ) : null;
  return (
    <Stack>
      <div>
        <Title order={1}>{title}</Title>
        {book.subtitle ? <Text size="lg">{book.subtitle}</Text> : null}
        {book.authors.length ? (
          <Text c="dimmed">{sampleText('sample.by', { authors: book.authors.join(', ') })}</Text>
        ) : null}
      </div>
      <Group>
        {buy}
        <Anchor href={book.productPagePath}>{sampleText('sample.back')}</Anchor>
      </Group>
      <Text>{sampleText('sample.intro')}</Text>
      <EpubReader info={book.preview} label={sampleText('sample.reader', { title: book.title })} />
      <Group>
        <Text>{sampleText('sample.end')}</Text>
        {buy}
      </Group>
    </Stack>
  );
}
