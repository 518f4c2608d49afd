import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { t } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';

/** The book builder's steps in the order spec 1 §2 gives them, in plain words. */
const STEPS = [
  'Choose the kind of book: an eBook, a print-on-demand book, or a short-run print order.',
  'Give the book its title (and, for a new edition, link it to a book you already have).',
  'Choose the sale status, or a pre-order date for an eBook.',
  'Register as a vendor, if you have not yet, so we can pay you.',
  'For print: pick the trim size, binding, paper and ink.',
  'Upload the interior (EPUB, DOCX or PDF) and review the converted preview.',
  'Upload or design the cover; for print, add the spine and back cover.',
  'Describe the book: about, contributors, categories, price, rights and editorial reviews.',
  'Review everything and publish, or order your printed copies.',
];

/** The build-a-book base route: what the wizard asks for, and the way into its first step. */
export default function BuildABookPage() {
  usePageTitle(t('buildABook.title'));
  const { data: user, isPending } = useSession();
  if (!isPending && !user) return <Navigate to="/sign-in" replace />;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('buildABook.title')}</Title>
      <p className="notice">{t('buildABook.notice')}</p>
      <section aria-labelledby="steps-heading">
        <Title order={2} size="h3" id="steps-heading">
          {t('buildABook.stepsTitle')}
        </Title>
        <List type="ordered" mt="sm" spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </section>
      <Group>
        <Button component={Link} to="/build-a-book/choose-book-type">
          {t('buildABook.start')}
        </Button>
      </Group>
      <Text>
        <Anchor component={Link} to="/">
          {t('buildABook.back')}
        </Anchor>
      </Text>
    </Stack>
  );
}
