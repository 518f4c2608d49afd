import { useId, useState } from 'react';
import { t } from '../../i18n';

/**
 * The project search box (spec 1 §2): an ARIA combobox with its label. Searching projects comes
 * with the projects dashboard; until then it offers no suggestions and says so in a live region
 * (the popup stays collapsed because there is nothing to choose).
 */
export function ProjectSearch() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const showStatus = focused && query.trim() !== '';
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
        aria-expanded="false"
        aria-controls={listId}
        aria-describedby={statusId}
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQuery('');
        }}
      />
      <div id={listId} role="listbox" aria-label={t('search.label')} hidden />
      <div
        id={statusId}
        role="status"
        aria-live="polite"
        className={showStatus ? 'header-search-status' : 'visually-hidden'}
      >
        {showStatus ? t('search.noSuggestions') : ''}
      </div>
    </search>
  );
}
