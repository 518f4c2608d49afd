import type { ElementType } from '@quire/domain';

/** One file to upload (api/upload.ts): what it is for, and how the screen follows it. */
export interface UploadRequest {
  projectId: string;
  elementType: ElementType;
  file: File;
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}
