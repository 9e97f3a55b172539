import { yencMessages, type YencErrorKind, type YencMessageContext } from '@nzbkino/shared';

export type { YencErrorKind, YencHeaderProblem } from '@nzbkino/shared';

/**
 * Every reason an article body does not decode to the part it claims to be.
 * `kind` is what callers record and branch on, `message` is German for operators.
 */
export class YencError extends Error {
  override readonly name = 'YencError';

  constructor(
    readonly kind: YencErrorKind,
    readonly context: YencMessageContext = {},
  ) {
    super(yencMessages[kind](context));
  }
}
