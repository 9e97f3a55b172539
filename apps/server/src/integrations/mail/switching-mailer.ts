import type { MailMessage, Mailer } from './mailer';

/**
 * A mailer that follows settings changed at run time: before each mail it
 * reads the settings in force and, when they differ from those its transport
 * was built for, builds a new one (closing the old). Unchanged settings reuse
 * the transport and its connections.
 */
export class SwitchingMailer<S> implements Mailer {
  private built: { key: string; mailer: Mailer };

  constructor(
    initial: S,
    private readonly current: () => Promise<S>,
    private readonly build: (settings: S) => Mailer,
  ) {
    this.built = { key: JSON.stringify(initial), mailer: build(initial) };
  }

  get target(): string {
    return this.built.mailer.target;
  }

  async send(message: MailMessage): Promise<void> {
    const settings = await this.current();
    const key = JSON.stringify(settings);
    if (key !== this.built.key) {
      this.built.mailer.close();
      this.built = { key, mailer: this.build(settings) };
    }
    await this.built.mailer.send(message);
  }

  close(): void {
    this.built.mailer.close();
  }
}
