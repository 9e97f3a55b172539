import type { NzbUploadResult } from '@nzbkino/api-types';

/** One NZB to upload, with the NFO of the same base name when one was chosen. */
export interface UploadItem {
  key: string;
  nzb: File;
  nfo: File | null;
}

export type UploadResult = NzbUploadResult['results'][number];

export type UploadRow =
  | { key: string; fileName: string; status: 'waiting' | 'uploading' }
  | { key: string; fileName: string; status: 'done'; result: UploadResult }
  | { key: string; fileName: string; status: 'failed'; message: string }
  | { key: string; fileName: string; status: 'ignored' };

const baseName = (name: string) => name.replace(/\.(nzb|nfo)$/i, '');
const isNfo = (file: File) => /\.nfo$/i.test(file.name);
const isNzb = (file: File) => /\.nzb$/i.test(file.name);

/**
 * The chosen files as upload items: every .nzb with its .nfo. Files that are
 * neither, and NFOs without their NZB, are not sent (the server would ignore them).
 */
export function planUpload(files: readonly File[]): { items: UploadItem[]; ignored: File[] } {
  const nfos = new Map(files.filter(isNfo).map((file) => [baseName(file.name), file]));
  const items: UploadItem[] = [];
  const used = new Set<File>();
  files.filter(isNzb).forEach((nzb, index) => {
    const nfo = nfos.get(baseName(nzb.name)) ?? null;
    if (nfo) used.add(nfo);
    items.push({ key: `${index}:${nzb.name}`, nzb, nfo });
  });
  const ignored = files.filter((file) => !isNzb(file) && !used.has(file));
  return { items, ignored };
}

/** Upload requests of a few files each: the list shows progress between them, and no request nears the server's limits. */
export function batchesOf(
  items: readonly UploadItem[],
  maxItems = 5,
  maxBytes = 24 * 1024 * 1024,
): UploadItem[][] {
  const batches: UploadItem[][] = [];
  let current: UploadItem[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = item.nzb.size + (item.nfo?.size ?? 0);
    if (current.length > 0 && (current.length >= maxItems || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
