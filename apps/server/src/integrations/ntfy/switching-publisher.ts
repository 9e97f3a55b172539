import { NtfyClient, type NtfyOptions } from './ntfy-client';
import type { PushMessage, PushPublisher } from './push-publisher';

interface NtfyServer {
  url: string;
  token: string | null;
}

/**
 * An ntfy publisher that follows the server and token set in the admin area:
 * each message goes to the server in force, and a client is built anew only
 * when they change.
 */
export class SwitchingPushPublisher implements PushPublisher {
  private built: { key: string; client: NtfyClient } | null = null;

  constructor(
    /** The server in force, read before each message. */
    private readonly current: () => Promise<NtfyServer>,
    /** The last known server, without waiting (what members are shown to subscribe). */
    private readonly latest: () => NtfyServer,
    private readonly options: Omit<NtfyOptions, 'url' | 'token'> = {},
  ) {}

  get serverUrl(): string {
    return this.latest().url.replace(/\/+$/, '');
  }

  async publish(topic: string, message: PushMessage): Promise<void> {
    const server = await this.current();
    const key = JSON.stringify(server);
    if (this.built?.key !== key) {
      this.built = {
        key,
        client: new NtfyClient({ ...this.options, url: server.url, token: server.token ?? undefined }),
      };
    }
    await this.built.client.publish(topic, message);
  }
}
