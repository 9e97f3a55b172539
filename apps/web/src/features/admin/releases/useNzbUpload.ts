import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { batchesOf, planUpload, type UploadRow } from './upload-plan';
import { uploadNzbs } from './releases.api';

/** The rows of `keys` replaced by `next`, which gets each one's index among them. */
function patchRows(rows: UploadRow[], keys: Set<string>, next: (row: UploadRow, index: number) => UploadRow) {
  let index = 0;
  return rows.map((row) => (keys.has(row.key) ? next(row, index++) : row));
}

/**
 * Uploads many NZBs in a few requests, one after the other, and keeps each
 * file's state: waiting, uploading, its import outcome, or the server's error.
 */
export function useNzbUpload(session: Session) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);

  const update = useCallback((keys: Set<string>, next: (row: UploadRow, index: number) => UploadRow) => {
    setRows((current) => patchRows(current, keys, next));
  }, []);

  const start = useCallback(
    async (files: readonly File[]) => {
      if (runningRef.current) return;
      const { items, ignored } = planUpload(files);
      setRows([
        ...items.map((item): UploadRow => ({ key: item.key, fileName: item.nzb.name, status: 'waiting' })),
        ...ignored.map((file, i): UploadRow => ({
          key: `ignored:${i}:${file.name}`,
          fileName: file.name,
          status: 'ignored',
        })),
      ]);
      if (items.length === 0) return;
      runningRef.current = true;
      setRunning(true);
      for (const batch of batchesOf(items)) {
        const keys = new Set(batch.map((item) => item.key));
        update(keys, (row) => ({ key: row.key, fileName: row.fileName, status: 'uploading' }));
        try {
          const files = batch.flatMap((item) => (item.nfo ? [item.nzb, item.nfo] : [item.nzb]));
          const { results } = await uploadNzbs(session, files);
          // The server answers one result per NZB, in the order they were sent.
          update(keys, (row, index) => {
            const result = results[index];
            return result
              ? { key: row.key, fileName: row.fileName, status: 'done', result }
              : { key: row.key, fileName: row.fileName, status: 'failed', message: errorText(null) };
          });
        } catch (error) {
          update(keys, (row) => ({
            key: row.key,
            fileName: row.fileName,
            status: 'failed',
            message: errorText(error),
          }));
        }
      }
      runningRef.current = false;
      setRunning(false);
      void queryClient.invalidateQueries({ queryKey: adminKeys.releases });
    },
    [queryClient, session, update],
  );

  const clear = useCallback(() => {
    if (!runningRef.current) setRows([]);
  }, []);

  return { rows, running, start, clear };
}
