import '../styles';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { PROJECT_MESSAGES, PROJECT_TYPE_LABELS, type ProjectType } from '@quire/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../accounts/api/session';
import { StepHeader } from '../components/StepHeader';

/** The three kinds of book, in the order an author meets them, with what each means. */
export const BOOK_TYPE_CHOICES: ReadonlyArray<{ type: ProjectType; label: string; explanation: string }> = [
  {
    type: 'EBOOK',
    label: PROJECT_TYPE_LABELS.EBOOK,
    explanation:
      'A digital book sold in our store and read on phones, tablets and eReaders. Upload an EPUB, Word file or PDF; no printing costs, so your royalty is higher.',
  },
  {
    type: 'PRINT',
    label: PROJECT_TYPE_LABELS.PRINT,
    explanation:
      'A paperback or hardcover with its own ISBN, published for sale in our store and printed as readers order it. You choose the trim size, ink and paper, and set the list price.',
  },
  {
    type: 'POD',
    label: PROJECT_TYPE_LABELS.POD,
    explanation:
      'Printed copies of your book for yourself: gifts, events, proofs or family history. Nothing is published or sold in stores; you order the copies you need.',
  },
];

/** build-a-book/choose-book-type: the first step of a new project. */
export default function ChooseBookTypePage() {
  usePageTitle('Choose your book type');
  const { data: user, isPending } = useSession();
  const [params] = useSearchParams();
  const [type, setType] = useState<string>(params.get('type') ?? '');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  if (!isPending && !user) return <Navigate to="/sign-in" replace />;

  function next(e: React.FormEvent) {
    e.preventDefault();
    if (!type) {
      setError(PROJECT_MESSAGES.type);
      return;
    }
    navigate(`/build-a-book/create-book-title?type=${type}`);
  }

  return (
    <form onSubmit={next} noValidate>
      <Stack maw={720}>
        <StepHeader title="What kind of book are you making?">
          You can make other formats of the same book later; each format is its own project.
        </StepHeader>
        <Radio.Group
          label="Book type"
          required
          value={type}
          error={error}
          onChange={(v) => {
            setType(v);
            setError(null);
          }}
        >
          <Stack mt="sm">
            {BOOK_TYPE_CHOICES.map((c) => (
              <Radio.Card key={c.type} value={c.type} p="md" radius="md" className="builder-choice">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{c.label}</Text>
                    <Text size="sm">{c.explanation}</Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
