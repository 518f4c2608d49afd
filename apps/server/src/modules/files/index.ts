export { createCovers } from './files.covers';
export { type Engines, engines } from './files.engines';
export type { CoverOf, OpenedWebCover, WebCover } from './files.public-cover';
export type { SampleOf } from './files.public-sample';
export { filesRoutes } from './files.routes';
export type { CheckedFile } from './files.seed';
export type { ServedFile } from './files.serve';
export { filesServeRoutes } from './files.serve.routes';
export { createFilesService, type FilesService, type RequeuedFile } from './files.service';
