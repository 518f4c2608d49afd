import '@mantine/core/styles/Fieldset.css';
import { Badge, Button, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { AUTHOR_NAME_MAX } from '@quire/domain/author-pages/rules';
import { AppErrorBase } from '@quire/domain/errors/app-error-base';
import { type ComponentType, Suspense, useState } from 'react';
import { Loading } from '../../../components/Loading';
import { showToast } from '../../../components/toasts';
import { useForm } from '../../../lib/use-form';
import {
  type AuthorBook,
  type AuthorPage,
  createAuthorPage,
  updateAuthorPage,
  uploadAuthorPhoto,
} from '../api/author-pages';
import { pageBody, pageForm } from '../lib/page-form';
import { authorPagesText as T } from '../messages';
import { LinksField } from './LinksField';
import { type PhotoChoice, PhotoField } from './PhotoField';

/** The props of a rich-text editor the app may give (the wizard's, composed in src/app). */
export interface RichTextProps {
  label: string;
  description?: string;
  initialValue: string;
  error?: string;
  required?: boolean;
  toolbarLabel: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

export interface AuthorPageFormProps {
  /** The page to change; null for a new one. */
  page: AuthorPage | null;
  /** The account's books a page may show. */
  books: readonly AuthorBook[];
  /** The biography's editor; without one, a textarea of HTML. */
  richText?: ComponentType<RichTextProps> | undefined;
  onDone: (saved: AuthorPage | null) => void;
}

/**
 * An author page, new or read: name, biography, links, books and photo, checked by the domain's
 * rules as the server checks them; the server's field errors land on their fields ("links.0.url").
 * The photo goes up once the page is saved; if only the photo is refused, the page stays open
 * (now saved) with the reason beside the photo.
 */
export function AuthorPageForm({ page, books, richText: RichText, onDone }: AuthorPageFormProps) {
  const form = useForm(pageForm(page));
  const [saved, setSaved] = useState<AuthorPage | null>(page);
  const [linkCount, setLinkCount] = useState(page?.links.length ?? 0);
  const [photo, setPhoto] = useState<PhotoChoice>({ current: page?.photo?.url ?? null, file: null });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const name = String(form.form.control('name').value ?? '');

  function showLinks(next: number) {
    for (let i = 0; i < 5; i++) {
      form.form.setDisabled(`links.${i}.label`, i >= next);
      form.form.setDisabled(`links.${i}.url`, i >= next);
    }
    setLinkCount(next);
  }

  const submit = form.onSubmit(async (values) => {
    setPending(true);
    try {
      const removed = saved?.photo && photo.current === null && !photo.file ? null : undefined;
      const body = pageBody(values, linkCount, removed);
      let result = saved
        ? await updateAuthorPage(saved.id, body, form.handleServerError)
        : await createAuthorPage(body, form.handleServerError);
      setSaved(result);
      if (photo.file) {
        try {
          result = await uploadAuthorPhoto(result.id, photo.file, () => true);
          setPhoto({ current: result.photo?.url ?? null, file: null });
        } catch (e) {
          const reason = e instanceof AppErrorBase ? e.items.map((i) => i.description).join(' ') : '';
          setPhotoError(T('form.photoFailed', { reason }));
          return;
        }
      }
      showToast({
        message: T(saved ? 'form.saved' : 'form.created', { name: result.name }),
        tone: 'success',
      });
      onDone(result);
    } catch {
      // Field errors are on their fields; anything else reached the central handling.
    } finally {
      setPending(false);
    }
  });

  const chosen = (form.form.control('projectIds').value ?? []) as string[];
  const biography = {
    label: T('form.biography'),
    description: T('form.biographyHint'),
    error: form.error('biography'),
  };
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="author-page-form">
      <Stack gap="lg">
        <Title order={2} id="author-page-form">
          {saved ? T('form.editTitle', { name: saved.name }) : T('form.newTitle')}
        </Title>
        <TextInput
          label={T('form.name')}
          description={T('form.nameHint')}
          withAsterisk
          maxLength={AUTHOR_NAME_MAX}
          {...form.inputProps('name')}
        />
        <PhotoField
          name={name}
          value={photo}
          onChange={setPhoto}
          error={photoError}
          onError={setPhotoError}
        />
        {RichText ? (
          <Suspense fallback={<Loading />}>
            <RichText
              {...biography}
              initialValue={page?.biography ?? ''}
              toolbarLabel={T('form.toolbar')}
              onChange={(html) => form.setValue('biography', html)}
              onBlur={() => form.form.touch('biography')}
            />
          </Suspense>
        ) : (
          <Textarea {...form.inputProps('biography')} {...biography} rows={6} />
        )}
        <LinksField
          count={linkCount}
          onCount={showLinks}
          controls={{
            inputProps: (n) => form.inputProps(n),
            value: (n) => String(form.form.control(n).value ?? ''),
            setValue: (n, v) => form.setValue(n, v),
          }}
        />
        <Checkbox.Group
          label={T('form.books')}
          description={T('form.booksHint')}
          value={chosen}
          onChange={(next) => form.setValue('projectIds', next)}
          error={form.error('projectIds')}
        >
          <Stack gap="xs" mt="xs">
            {books.length === 0 ? <Text size="sm">{T('form.noBooks')}</Text> : null}
            {books.map((b) => (
              <Checkbox
                key={b.id}
                value={b.id}
                label={
                  <Group gap="xs" component="span">
                    <span>{b.title}</span>
                    <Badge variant="light" color={b.onSale ? 'green.9' : 'gray.9'} component="span">
                      {b.onSale ? T('form.onSale') : T('form.notOnSale')}
                    </Badge>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={pending}>
            {T('form.save')}
          </Button>
          <Button variant="default" onClick={() => onDone(saved === page ? null : saved)}>
            {T('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
