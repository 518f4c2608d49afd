import { Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterForm } from '../../../components/FilterForm';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { IsbnBook } from '../components/requests/BookSummary';
import { requestsText } from '../components/requests/messages';

/** ISBNs and EANs are digits (an ISBN-10 may end in X); hyphens and spaces are left out. */
const clean = (raw: string) => raw.replace(/[\s\u2010-\u2015-]/g, '').toUpperCase();

/**
 * /utilities/isbn-lookup?q=: the book an ISBN belongs to, as the request list's preview shows it
 * (spec 2 §2.4), or the look-up's 21063 message. The ISBN is in the address, so a link can name it.
 */
export default function IsbnLookupPage() {
  const [params, setParams] = useSearchParams();
  const isbn = clean(params.get('q') ?? '').slice(0, 20);
  const [draft, setDraft] = useState(params.get('q') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const title = requestsText('lookup.title');
  const look = (e?: FormEvent) => {
    e?.preventDefault();
    const next = clean(draft);
    setProblem(next ? null : requestsText('lookup.required'));
    if (next) setParams({ q: next });
  };
  return (
    <SignedInPage title={title}>
      {() => (
        <PageBody title={title} intro={requestsText('lookup.intro')}>
          <Stack gap="md">
            <FilterForm label={title} submitLabel={requestsText('lookup.submit')} onApply={look}>
              <TextInput
                label={requestsText('lookup.label')}
                inputMode="numeric"
                maxLength={24}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                error={problem}
              />
            </FilterForm>
            {isbn ? <IsbnBook key={isbn} isbn={isbn} /> : null}
          </Stack>
        </PageBody>
      )}
    </SignedInPage>
  );
}
