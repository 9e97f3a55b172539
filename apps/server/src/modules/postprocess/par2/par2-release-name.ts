import { releaseNameMessages, type ReleaseNameRefusal } from '@nzbkino/shared';
import { fileBaseName, fileFacts, type FileKind } from '../../indexer/subjects/file-names';
import { looksRandom } from '../../indexer/subjects/obfuscation';
import { par2NameProblems } from './par2-names';

/** A file a PAR2 set names: its name and, when known, its length. */
export interface Par2NamedFile {
  name: string;
  length?: number;
}

export type ReleaseNameProposal =
  { ok: true; name: string; fromFile: string } | { ok: false; reason: ReleaseNameRefusal; message: string };

// The files that carry a release; NFO, SFV, PAR2, covers and proofs say nothing about its name
// (a cover `folder.jpg` must never become the release's name). Split pieces (`Film.mkv.001`)
// are kind `other` with a volume number and count.
const MAIN_KINDS = new Set<FileKind>(['rar', 'rar-volume', '7z', '7z-volume', 'zip', 'video', 'audio']);

function isMainFile(name: string): boolean {
  const facts = fileFacts(name);
  return MAIN_KINDS.has(facts.kind) || (facts.kind === 'other' && facts.volumeNumber !== null);
}

/** The largest file when lengths are known; else the base most main files share (first on a tie). */
function chooseFile(files: Par2NamedFile[]): Par2NamedFile {
  if (files.every((f) => f.length !== undefined)) {
    return files.reduce((best, f) => (f.length! > best.length! ? f : best));
  }
  const counts = new Map<string, number>();
  for (const f of files) counts.set(fileBaseName(f.name), (counts.get(fileBaseName(f.name)) ?? 0) + 1);
  return files.reduce((best, f) =>
    counts.get(fileBaseName(f.name))! > counts.get(fileBaseName(best.name))! ? f : best,
  );
}

function refuse(reason: ReleaseNameRefusal, name: string): ReleaseNameProposal {
  return { ok: false, reason, message: releaseNameMessages[reason](name) };
}

/**
 * Proposes the real name of an obfuscated release from the file names its PAR2 index lists:
 * the base name (`Film.part01.rar`, `Film.r00`, `Film.7z.001`, `Film.mkv` → `Film`) of its
 * largest main file. Refuses when there is no archive or video among the files, when that
 * name is itself random-looking (obfuscated inside as well), carries control characters, or
 * is the name the release already has. Only the base is proposed, never a path.
 */
export function proposeReleaseName(
  files: readonly Par2NamedFile[],
  releaseName: string,
): ReleaseNameProposal {
  const main = files.filter((f) => isMainFile(f.name));
  if (main.length === 0) return refuse('no_main_files', '');
  const chosen = chooseFile(main);
  const name = fileBaseName(chosen.name);
  // The base has no folder left in it; what remains to fear is emptiness, control characters, length.
  if (par2NameProblems(name).length > 0) return refuse('unsafe', name);
  if (looksRandom(name) || !/\p{L}/u.test(name)) return refuse('random', name);
  const current = releaseName.trim().toLowerCase();
  if (name.toLowerCase() === current || name.toLowerCase() === fileBaseName(releaseName).toLowerCase()) {
    return refuse('same_name', name);
  }
  return { ok: true, name, fromFile: chosen.name };
}
