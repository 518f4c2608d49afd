import { z } from 'zod';
import { AUDIENCES, PROJECT_TYPES, SUBJECT_TYPES } from '../projects/types';
import { optionalParam } from './common';
import { endpoint } from './endpoint';

// Categories (under /api/book/) and languages: reference data, readable without signing in.

export const categorySchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  categoryCrumbs: z.string(),
  bottomLevel: z.boolean(),
  bisac: z.string().nullable(),
  audience: z.string(),
  subjectType: z.string(),
  parentCategoryId: z.string().nullable(),
});
export type CatalogCategory = z.infer<typeof categorySchema>;

const categoryList = z.object({ categories: z.array(categorySchema) });
const audienceType = optionalParam(z.enum(AUDIENCES));
const subjectType = optionalParam(z.enum(SUBJECT_TYPES));
const parent = optionalParam(z.string().max(64));

export const catalogEndpoints = {
  languages: endpoint({
    method: 'GET',
    path: '/api/project/getAllLanguages',
    response: z.object({ languages: z.array(z.object({ code: z.string(), name: z.string() })) }),
  }),
  /** Children of a category (the top level of every tree without parentCategoryId). */
  ebookCategories: endpoint({
    method: 'GET',
    path: '/api/book/ebook-categories',
    query: z.object({ parentCategoryId: parent }),
    response: categoryList,
  }),
  exploreCategories: endpoint({
    method: 'GET',
    path: '/api/book/explore-categories',
    query: z.object({ audienceType, subjectType, parentCategory: parent }),
    response: categoryList,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/book/categories',
    query: z.object({
      projectType: optionalParam(z.enum(PROJECT_TYPES)),
      audienceType,
      subjectType,
      parentCategory: parent,
    }),
    response: categoryList,
  }),
  searchCategories: endpoint({
    method: 'GET',
    path: '/api/book/search-categories',
    query: z.object({
      query: z.string().trim().min(1).max(100),
      audienceType,
      subjectType,
      pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
      recordsPerPage: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.object({
      totalCount: z.number().int(),
      pageNum: z.number().int(),
      recordsPerPage: z.number().int(),
      categories: z.array(categorySchema),
    }),
  }),
};
