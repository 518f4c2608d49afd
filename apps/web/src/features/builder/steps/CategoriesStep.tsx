import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  type Audience,
  MAX_CATEGORIES,
  PROJECT_MESSAGES,
  type ProjectCategory,
  SUBJECT_TYPE_LABELS,
  SUBJECT_TYPES,
} from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { StepHeader } from '../../../components/StepHeader';
import { type CategoryNode, exploreCategoriesQuery, searchCategoriesQuery } from '../api/categories';
import { SaveStatus } from '../components/SaveStatus';
import { builderText } from '../messages';
import type { StepProps } from '../step-props';
import { useSaveState } from '../use-save-state';

export const CATEGORY_LIMIT_MESSAGE = PROJECT_MESSAGES.categories;
const SEARCH_DELAY_MS = 300;
/** The tree shown before the book has an audience. */
const DEFAULT_AUDIENCE: Audience = 'TRA';

/**
 * book-details/categories: explore the tree by audience and subject type, or search; at most 5,
 * bottom level only. The audience is the book's own (asked here only): choosing one saves it, and
 * a book without one keeps the audience its first category was found under.
 */
export function CategoriesStep({ project }: StepProps) {
  const [chosen, setChosen] = useState<ProjectCategory[]>(project.categories);
  const [audience, setAudience] = useState<Audience>(project.audience ?? DEFAULT_AUDIENCE);
  const [subject, setSubject] = useState<string>(project.subjectType ?? 'F');
  const [path, setPath] = useState<CategoryNode[]>([]);
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useSaveState(project.id, {
    onFieldErrors: (e) => {
      const item = e.items.find((i) => i.field === 'categories');
      if (item) setFieldError(item.description);
      return Boolean(item);
    },
  });
  const full = chosen.length >= MAX_CATEGORIES;

  useEffect(() => {
    const id = setTimeout(() => setDebounced(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [query]);

  const parent = path.at(-1)?.categoryId ?? null;
  const explore = useQuery(exploreCategoriesQuery(audience, subject, parent));
  const search = useQuery({
    ...searchCategoriesQuery(debounced, audience, subject),
    enabled: debounced.length >= 2,
  });

  async function store(next: ProjectCategory[]) {
    const previous = chosen;
    setChosen(next);
    setFieldError(null);
    const categories = next.map((c) => c.categoryId);
    const patch = project.audience ? { categories } : { categories, audience };
    if (!(await save.saveNow(patch))) setChosen(previous);
  }

  async function chooseAudience(value: Audience) {
    const previous = audience;
    setAudience(value);
    setPath([]);
    if (!(await save.saveNow({ audience: value }))) setAudience(previous);
  }

  function add(node: CategoryNode) {
    if (full) {
      setFieldError(CATEGORY_LIMIT_MESSAGE);
      return;
    }
    if (chosen.some((c) => c.categoryId === node.categoryId)) return;
    void store([
      ...chosen,
      { categoryId: node.categoryId, categoryCrumbs: node.categoryCrumbs, bisac: node.bisac ?? '' },
    ]);
  }

  const row = (node: CategoryNode, crumbs = false) => {
    const picked = chosen.some((c) => c.categoryId === node.categoryId);
    return (
      <List.Item key={node.categoryId}>
        {node.bottomLevel ? (
          <Group gap="xs" wrap="nowrap">
            <Text>{crumbs ? node.categoryCrumbs : node.name}</Text>
            <Button
              size="compact-xs"
              variant="light"
              disabled={picked || full}
              aria-describedby={full ? 'category-error' : undefined}
              aria-label={builderText('categories.addName', { name: node.categoryCrumbs || node.name })}
              onClick={() => add(node)}
            >
              {picked ? builderText('categories.added') : builderText('categories.add')}
            </Button>
          </Group>
        ) : (
          <Anchor component="button" type="button" onClick={() => setPath([...path, node])}>
            {node.name} ›
          </Anchor>
        )}
      </List.Item>
    );
  };

  return (
    <Stack maw={760}>
      <StepHeader title={builderText('categories.title')}>
        {builderText('categories.intro', { max: MAX_CATEGORIES })}
      </StepHeader>
      <section aria-labelledby="chosen-heading">
        <Title order={2} size="h4" id="chosen-heading">
          {builderText('categories.chosen', { count: chosen.length, max: MAX_CATEGORIES })}
        </Title>
        {chosen.length ? (
          <List mt="xs">
            {chosen.map((c, i) => (
              <List.Item key={c.categoryId}>
                {i === 0 ? <strong>{builderText('categories.primary')}</strong> : null}
                {c.categoryCrumbs}{' '}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={builderText('categories.removeName', { name: c.categoryCrumbs })}
                  onClick={() => void store(chosen.filter((x) => x.categoryId !== c.categoryId))}
                >
                  {builderText('categories.remove')}
                </Button>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text mt="xs">{builderText('categories.none')}</Text>
        )}
        <p id="category-error" className="field-error" role={fieldError || full ? 'alert' : undefined}>
          {fieldError ?? (full ? CATEGORY_LIMIT_MESSAGE : '')}
        </p>
      </section>
      <Group grow align="flex-start">
        <NativeSelect
          label={builderText('categories.audience')}
          value={audience}
          onChange={(e) => void chooseAudience(e.currentTarget.value as Audience)}
          data={AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
        />
        <NativeSelect
          label={builderText('categories.subjectType')}
          value={subject}
          onChange={(e) => {
            setSubject(e.currentTarget.value);
            setPath([]);
          }}
          data={SUBJECT_TYPES.map((s) => ({ value: s, label: SUBJECT_TYPE_LABELS[s] }))}
        />
      </Group>
      <TextInput
        label={builderText('categories.search')}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        description={builderText('categories.searchHint')}
      />
      {debounced.length >= 2 ? (
        <section aria-labelledby="search-heading" aria-busy={search.isFetching}>
          <Title order={2} size="h4" id="search-heading">
            {builderText('categories.results')}
          </Title>
          {search.data?.length ? (
            <List mt="xs">{search.data.map((n) => row(n, true))}</List>
          ) : (
            <Text mt="xs">
              {search.isFetching ? builderText('categories.searching') : builderText('categories.noMatch')}
            </Text>
          )}
        </section>
      ) : (
        <section aria-labelledby="explore-heading" aria-busy={explore.isFetching}>
          <Title order={2} size="h4" id="explore-heading">
            {builderText('categories.explore')}
          </Title>
          <Breadcrumbs mt="xs" separator="›">
            <Anchor component="button" type="button" onClick={() => setPath([])}>
              {AUDIENCE_LABELS[audience]} {SUBJECT_TYPE_LABELS[subject as keyof typeof SUBJECT_TYPE_LABELS]}
            </Anchor>
            {path.map((node, i) => (
              <Anchor
                key={node.categoryId}
                component="button"
                type="button"
                onClick={() => setPath(path.slice(0, i + 1))}
              >
                {node.name}
              </Anchor>
            ))}
          </Breadcrumbs>
          <List mt="xs">{(explore.data ?? []).map((n) => row(n))}</List>
        </section>
      )}
      <SaveStatus state={save.state} message={save.message} />
    </Stack>
  );
}
