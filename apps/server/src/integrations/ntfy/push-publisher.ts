/** One push message (ntfy's fields). */
export interface PushMessage {
  title: string;
  message: string;
  /** Opened when the message is tapped: an absolute URL of the site. */
  click?: string;
  /** 1 (min) to 5 (max); ntfy's default is 3. */
  priority?: 1 | 2 | 3 | 4 | 5;
  /** ntfy tags; those named like emoji short codes ('tv', 'tada') are shown as emoji. */
  tags?: readonly string[];
}

/** Why a publish failed; `permanent` means trying again will not help (a refused topic). */
export class PushError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The push server's HTTP status, when it answered at all. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

/** Where push messages go: an ntfy server (integrations/ntfy), or a loopback one in tests. */
export interface PushPublisher {
  /** The server as shown to members (to subscribe in the ntfy app). */
  readonly serverUrl: string;
  /** Resolves once the server accepted the message; rejects with a PushError. */
  publish(topic: string, message: PushMessage): Promise<void>;
}
