import type { ProjectSearchItem } from '@quire/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_CHARS, useProjectSearch } from '../../features/projects/api/search';
import { projectHref } from '../../features/projects/lib/links';
import { t } from '../../i18n';
import './project-search.css';

function details(item: ProjectSearchItem): string {
  const parts: string[] = [];
  if (item.author) parts.push(t('search.by', { author: item.author }));
  if (item.seriesName) parts.push(t('search.series', { name: item.seriesName }));
  // The server hyphenates (displayIsbn), so the header, on every first page, loads no ISBN ranges.
  const isbn = item.displayIsbn || item.ean;
  if (isbn) parts.push(t('search.isbn', { isbn }));
  return parts.join(' · ');
}

/**
 * The project search box (spec 1 §2, "Search by Title, Author, ISBN, Series"), an ARIA 1.2
 * combobox: suggestions as the author types (debounced, typo tolerant on the server), Arrow
 * Down/Up to move through them (focus stays in the box, `aria-activedescendant` names the
 * option), Enter opens the project, Escape closes the list (and a second Escape clears the box).
 * Enter with no option chosen runs the search for the text as typed, at once, and opens its best
 * match (the first suggestion: the book of an exact ISBN or EAN, else the closest title, author
 * or series). 'No match' and failures are said in a live region.
 */
export function ProjectSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The text Enter was pressed on, until its answer arrives.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const running = submitted !== null && submitted === text.trim();
  const search = useProjectSearch(text, running);
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const results = search.results;
  const expanded = open && search.enabled && results.length > 0;
  const activeIndex = expanded && active < results.length ? active : -1;

  let status = '';
  if (open && search.enabled) {
    if (search.failed) status = t('search.error');
    else if (search.answered && results.length === 0) status = t('search.noMatch', { query: search.q });
    else if (search.answered)
      status = results.length === 1 ? t('search.resultsOne') : t('search.results', { count: results.length });
    else if (search.pending && results.length === 0) status = t('search.searching');
  }
  // The words under the box: 'No match', the failure, or 'Searching…'; a count is for screen readers only.
  const statusVisible = status !== '' && !expanded;

  function choose(item: ProjectSearchItem) {
    setOpen(false);
    setActive(-1);
    setText('');
    setSubmitted(null);
    navigate(projectHref(item.id));
  }

  // Enter's search has its answer: open the best match, or leave 'No match' (or the failure) said.
  const best = running && search.answered && search.q === submitted ? (results[0] ?? null) : undefined;
  const runFailed = running && search.failed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: choose reads only setters and navigate
  useEffect(() => {
    if (best) choose(best);
    else if (best === null || runFailed) setSubmitted(null);
  }, [best, runFailed]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = results.length;
    switch (e.key) {
      case 'ArrowDown':
        if (!n) return;
        e.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % n : 0);
        return;
      case 'ArrowUp':
        if (!n) return;
        e.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : n - 1);
        return;
      case 'Enter': {
        const item = activeIndex >= 0 ? results[activeIndex] : undefined;
        if (item) {
          e.preventDefault();
          choose(item);
        } else if (text.trim().length >= SEARCH_MIN_CHARS) {
          e.preventDefault();
          setOpen(true);
          setSubmitted(text.trim());
        }
        return;
      }
      case 'Escape':
        e.preventDefault();
        setSubmitted(null);
        if (open && (expanded || status)) setOpen(false);
        else setText('');
        setActive(-1);
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  return (
    <search className="header-search" aria-label={t('search.label')}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={statusId}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
          setSubmitted(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setSubmitted(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search-list"
        hidden={!expanded}
      >
        {expanded
          ? results.map((item, i) => (
              // The box owns the keyboard (aria-activedescendant); an option only takes the pointer.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
              <div
                key={item.id}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === activeIndex}
                className="search-option"
                // Keep focus in the box: the click chooses, the box does not blur first.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(item)}
              >
                <span className="search-option-title">{item.title?.trim() || t('search.untitled')}</span>
                {details(item) ? <span className="search-option-details">{details(item)}</span> : null}
              </div>
            ))
          : null}
      </div>
      <div
        id={statusId}
        role="status"
        aria-live="polite"
        className={statusVisible ? 'header-search-status' : 'visually-hidden'}
      >
        {status}
      </div>
    </search>
  );
}
