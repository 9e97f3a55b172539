export {
  archivePassword,
  readArchiveContents,
  type ArchiveContents,
  type ArchiveEntry,
  type ArchiveFormat,
  type ArchiveTail,
  type NewznabPassword,
  type ReadArchiveOptions,
} from './archive-contents';
export { MAX_ENTRIES as ARCHIVE_MAX_ENTRIES } from './archive-scan';
