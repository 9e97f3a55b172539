import { par2Messages, type Par2ErrorKind, type Par2MessageContext } from '@nzbkino/shared';

export type { Par2ErrorKind } from '@nzbkino/shared';

/** Why a `.par2` file gave no file names; `message` is German for operators. */
export class Par2Error extends Error {
  override readonly name = 'Par2Error';

  constructor(
    readonly kind: Par2ErrorKind,
    readonly context: Par2MessageContext = {},
  ) {
    super(par2Messages[kind](context));
  }
}
