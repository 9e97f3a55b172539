import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaFailureMessages, type MediaFailureContext, type MediaFailureKind } from '@nzbkino/shared';
import { mapMediainfoJson, type MediaFacts } from './media-facts';
import { runMediainfo, type MediainfoOptions } from './mediainfo-runner';

export interface ReadMediaOptions extends MediainfoOptions {
  /** The file's name in the release; only its extension is used, as a hint for mediainfo. */
  fileName?: string;
  /** Where the temporary copy goes. Default: the system's temp folder. */
  tempDir?: string;
}

/** A recorded failure of the media step: the kind for logs and metrics, the German text for the admin. */
export interface MediaFailure {
  kind: MediaFailureKind;
  message: string;
}

export type MediaFactsResult = { ok: true; facts: MediaFacts } | { ok: false; failure: MediaFailure };

const failed = (kind: MediaFailureKind, context: MediaFailureContext = {}): MediaFactsResult => ({
  ok: false,
  failure: { kind, message: mediaFailureMessages[kind](context) },
});

/** A plain extension only: the name comes from a post and never reaches the path otherwise. */
function extensionOf(fileName: string | undefined): string {
  const match = /\.[a-z0-9]{1,5}$/i.exec(fileName ?? '');
  return match ? match[0].toLowerCase() : '';
}

/**
 * The media facts of a video file from its first bytes (what post-processing
 * fetched): the bytes go to a private temporary file, mediainfo reads it in a
 * child process with a time limit and an output cap, and the file is removed
 * whatever happens. Never throws for bad input; every failure is a result.
 */
export async function readMediaFacts(
  bytes: Uint8Array,
  options: ReadMediaOptions = {},
): Promise<MediaFactsResult> {
  if (bytes.length === 0) return failed('empty_input');
  const folder = await mkdtemp(join(options.tempDir ?? tmpdir(), 'nzbkino-media-'));
  try {
    const file = join(folder, `anfang${extensionOf(options.fileName)}`);
    await writeFile(file, bytes, { mode: 0o600 });
    const run = await runMediainfo(file, options);
    if (!run.ok) return failed(run.kind, run.context);
    let json: unknown;
    try {
      json = JSON.parse(run.output);
    } catch {
      return failed('invalid_output');
    }
    const facts = mapMediainfoJson(json);
    return facts ? { ok: true, facts } : failed('not_readable');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
