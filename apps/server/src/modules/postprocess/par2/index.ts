export {
  readPar2Index,
  PAR2_MAX_BYTES,
  PAR2_MAX_PACKETS,
  type Par2FileDescription,
  type Par2Index,
  type Par2ReadOptions,
} from './par2-index';
export { Par2Error, type Par2ErrorKind } from './par2-error';
export { par2NameProblems, type Par2NameProblem } from './par2-names';
export { proposeReleaseName, type Par2NamedFile, type ReleaseNameProposal } from './par2-release-name';
