import type { Finding } from '@quire/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.tables';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** What a preflight learnt about a file beyond its findings (decision 013). */
export interface FileMeta {
  /** EPUB (or converted EPUB) facts for the reader. */
  title?: string | null;
  language?: string | null;
  spine?: { idref: string; href: string; title: string | null; linear: boolean }[];
  toc?: { label: string; href: string; children: unknown[] }[];
  coverImage?: string | null;
  opfPath?: string | null;
  /** The EPUB made from a Word file. */
  convertedKey?: string;
  /** Where the passed EPUB's safe entries were extracted for the reader (ends with '/'). */
  previewPrefix?: string;
  /** A cover image re-encoded by sharp (served instead of the upload). */
  reencodedKey?: string;
  reencodedKind?: 'JPEG' | 'PNG';
  width?: number;
  height?: number;
  /** The file this one was made from (a spine composition, a selected sample). */
  derivedFrom?: string[];
}

/**
 * One row per uploaded (or Quire-made) file of a project element (spec 1 §3, decision 013). The newest
 * row of an element whose `superseded_at` is null is the element's current file.
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    elementType: text('element_type').notNull(),
    kind: text('kind').notNull(),
    /** The author's file name, for display only; never a path. */
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by'),
    uploadedAt: ts('uploaded_at').notNull(),
    supersededAt: ts('superseded_at'),
    preflightStatus: text('preflight_status').notNull().default('NOT_STARTED'),
    conversionStatus: text('conversion_status'),
    progress: integer('progress').notNull().default(0),
    findings: jsonb('findings').$type<Finding[]>().notNull().default([]),
    pageCount: integer('page_count'),
    meta: jsonb('meta').$type<FileMeta>().notNull().default({}),
    jobId: uuid('job_id'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    // One current file per element: a new upload supersedes the previous one in the same transaction.
    uniqueIndex('project_files_current_key')
      .on(t.projectId, t.elementType)
      .where(sql`${t.supersededAt} is null`),
    index('project_files_project_idx').on(t.projectId, t.elementType, t.uploadedAt),
    check(
      'project_files_element_check',
      sql`${t.elementType} in ('INTERIOR', 'SAMPLE', 'FULL_COVER', 'FRONT_COVER', 'BACK_COVER')`,
    ),
    check('project_files_kind_check', sql`${t.kind} in ('EPUB', 'DOCX', 'PDF', 'JPEG', 'PNG')`),
    check(
      'project_files_status_check',
      sql`${t.preflightStatus} in ('NOT_STARTED', 'IN_PROGRESS', 'SUCCESSFUL', 'ERROR')`,
    ),
    check('project_files_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export type ProjectFileRow = typeof projectFiles.$inferSelect;
export type NewProjectFileRow = typeof projectFiles.$inferInsert;
