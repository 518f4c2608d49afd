import type { Project } from '@quire/domain';
import { type AppError, isCatalogued } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ProjectPatch, saveProject } from './api/project';

/** Spec 1 §4: changes arrive as saved, unsaved or with errors; "saving" while a save is on its way. */
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'error';

/** How long after the last change a step saves by itself. */
export const AUTOSAVE_DELAY_MS = 800;

export interface SaveOptions {
  /** Attach server field errors to the form; true when every error found its control. */
  onFieldErrors?: (e: AppError) => boolean;
}

/**
 * Save-as-you-go for one wizard step: `change(patch)` marks the step unsaved and saves after a
 * pause; `saveNow(patch?)` saves at once (blur, a choice made, Next). A failed save keeps the
 * error state with its message; a project save error counts as handled when its first code is
 * in the catalogue (spec 1 §8), so it shows here rather than in the "Oops!" dialog.
 */
export function useSaveState(projectId: string, { onFieldErrors }: SaveOptions = {}) {
  const client = useQueryClient();
  const [state, setState] = useState<SaveState>('saved');
  const [message, setMessage] = useState<string | null>(null);
  const pending = useRef<ProjectPatch>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldErrors = useRef(onFieldErrors);
  fieldErrors.current = onFieldErrors;

  const flush = useCallback(async (): Promise<Project | null> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const patch = pending.current;
    pending.current = {};
    if (Object.keys(patch).length === 0) return null;
    setState('saving');
    try {
      const saved = await saveProject(client, { ...patch, id: projectId }, (e) => {
        const attached = fieldErrors.current?.(e) ?? false;
        const first = e.items[0];
        setMessage(first?.description ?? null);
        return attached || (first !== undefined && isCatalogued(first.code));
      });
      // Changes typed while this save was on its way are still unsaved.
      setState(Object.keys(pending.current).length ? 'unsaved' : 'saved');
      setMessage(null);
      return saved;
    } catch {
      setState('error');
      return null;
    }
  }, [client, projectId]);

  const change = useCallback(
    (patch: ProjectPatch, delay = AUTOSAVE_DELAY_MS) => {
      pending.current = { ...pending.current, ...patch };
      setState('unsaved');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [flush],
  );

  /**
   * Mark unsaved without sending: a value that is not valid yet. `fields` drops their queued
   * changes, so an earlier valid value typed on the way is not saved after all.
   */
  const markUnsaved = useCallback((fields: readonly string[] = []) => {
    const rest = { ...pending.current } as Record<string, unknown>;
    for (const f of fields) delete rest[f];
    pending.current = rest as ProjectPatch;
    if (Object.keys(rest).length === 0 && timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    setState('unsaved');
  }, []);

  const saveNow = useCallback(
    (patch?: ProjectPatch) => {
      if (patch) pending.current = { ...pending.current, ...patch };
      return flush();
    },
    [flush],
  );

  // Leaving the page (reload, another site) with changes not yet saved: the browser asks first.
  useEffect(() => {
    if (state !== 'unsaved' && state !== 'saving') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      // Leaving the step: what is still pending is saved.
      if (Object.keys(pending.current).length) {
        void saveProject(client, { ...pending.current, id: projectId }).catch(() => undefined);
      }
    },
    [client, projectId],
  );

  return { state, message, change, saveNow, markUnsaved };
}

export type SaveController = ReturnType<typeof useSaveState>;
