import { Anchor, Image, Stack, Text } from '@mantine/core';
import { errorDefinition } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../../../../components/Loading';
import { LoadError } from '../../../../components/QueryState';
import { formatDate, formatMoney } from '../../../../lib/format';
import { type BookFacts, ISBN_NOT_FOUND, isbnLookupQuery } from '../../api/requests';
import { requestsText } from './messages';
import './requests.css';
import '@mantine/core/styles/Image.css';

const POINTS_PER_INCH = 72;
const na = () => requestsText('book.na');

/** A print page size "6x9" (inches) with its points (× 72, spec 2 §2.4); as it is when not that shape. */
export function pageSizeText(size: string | null): string {
  if (!size) return na();
  const m = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(size);
  if (!m) return size;
  const [width, height] = [Number(m[1]), Number(m[2])];
  const pt = (inches: number) => String(Math.round(inches * POINTS_PER_INCH * 100) / 100);
  return requestsText('book.pageSize', {
    width: String(width),
    height: String(height),
    widthPt: pt(width),
    heightPt: pt(height),
  });
}

const orNa = (v: string | number | null | undefined): string =>
  v === null || v === undefined || v === '' ? na() : String(v);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The read-only summary of a book (spec 2 §2.4); a missing value reads N/A. */
export function BookSummary({ book }: { book: BookFacts }) {
  const print = book.format === 'Print Book';
  const link = (url: string | null) =>
    url ? (
      <Anchor href={url} target="_blank" rel="noreferrer">
        {url}
      </Anchor>
    ) : (
      na()
    );
  return (
    <Stack gap="sm">
      {book.coverImageUrl ? (
        <Image
          src={book.coverImageUrl}
          alt={requestsText('book.cover', { title: book.title ?? '' })}
          w={160}
          fit="contain"
        />
      ) : null}
      <dl className="promo-book-facts">
        <Fact label={requestsText('book.field.title')}>{orNa(book.title)}</Fact>
        <Fact label={requestsText('book.field.productPage')}>{link(book.productPageUrl)}</Fact>
        <Fact label={requestsText('book.field.coverUrl')}>{link(book.coverImageUrl)}</Fact>
        <Fact label={requestsText('book.field.contributors')}>
          {book.contributors.length
            ? book.contributors
                .map((c) =>
                  requestsText('book.contributor', {
                    name: `${c.firstName} ${c.lastName}`.trim(),
                    role: c.roleLabel,
                  }),
                )
                .join(', ')
            : na()}
        </Fact>
        <Fact label={requestsText('book.field.format')}>{book.format}</Fact>
        <Fact label={requestsText('book.field.coverFormat')}>{orNa(book.coverFormat)}</Fact>
        <Fact label={requestsText('book.field.publicationDate')}>
          {book.publicationDate ? formatDate(book.publicationDate, na()) : na()}
        </Fact>
        <Fact label={requestsText('book.field.listPrice')}>
          {book.listPrice ? formatMoney(book.listPrice) : na()}
        </Fact>
        <Fact label={requestsText('book.field.series')}>{orNa(book.seriesName)}</Fact>
        <Fact label={requestsText('book.field.seriesNumber')}>{orNa(book.seriesNumber)}</Fact>
        <Fact label={requestsText('book.field.status')}>{orNa(book.statusLabel)}</Fact>
        <Fact label={requestsText('book.field.mature')}>
          {book.mature ? requestsText('book.yes') : requestsText('book.no')}
        </Fact>
        <Fact label={requestsText('book.field.primaryCategory')}>{orNa(book.primaryCategory)}</Fact>
        <Fact label={requestsText('book.field.otherCategories')}>
          {book.otherCategories.length ? book.otherCategories.join('; ') : na()}
        </Fact>
        {print ? (
          <>
            <Fact label={requestsText('book.field.pageSize')}>{pageSizeText(book.pageSize)}</Fact>
            <Fact label={requestsText('book.field.pageCount')}>{orNa(book.pageCount)}</Fact>
            <Fact label={requestsText('book.field.printColor')}>{orNa(book.printColor)}</Fact>
            <Fact label={requestsText('book.field.paperColor')}>{orNa(book.paperColor)}</Fact>
            <Fact label={requestsText('book.field.coverFinish')}>{orNa(book.coverFinish)}</Fact>
          </>
        ) : null}
      </dl>
    </Stack>
  );
}

/** The book an ISBN belongs to, looked up: loading, the summary, or why there is none. */
export function IsbnBook({ isbn }: { isbn: string }) {
  const query = useQuery(isbnLookupQuery(isbn));
  if (query.isPending) return <Loading label={requestsText('book.loading')} />;
  if (query.isError)
    return <LoadError message={requestsText('book.loadError')} onRetry={() => void query.refetch()} />;
  if (query.data === null) return <Text role="alert">{errorDefinition(ISBN_NOT_FOUND).message}</Text>;
  if (!query.data.book) return <Text role="status">{requestsText('book.notQuire')}</Text>;
  return <BookSummary book={query.data.book} />;
}
