import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import type { Services } from '../../services';

/** Where a command's words go: the terminal of the CLI that started it, wherever it runs. */
export interface CommandReporter {
  /** One line for the terminal's standard output. */
  print(line: string): void;
  /** How far a long command is (the import's progress bar). */
  progress(done: number, total: number, label: string): void;
}

/** What a command works with: the services of whoever owns the database. */
export interface CommandContext {
  services: Services;
  database: DatabaseHandle;
  /** `cli`: the CLI owns the database; `server`: a running server runs it for a CLI. */
  via: 'cli' | 'server';
}

/**
 * A CLI command that writes to the database. The CLI runs it itself when it
 * may open the database, or hands it to the running server (which owns an
 * embedded database) over the control channel: the same `run` either way.
 * Arguments and result cross a socket as JSON, so both are plain data; the
 * server checks the arguments against `args`. Paths in them are absolute.
 */
export interface ControlCommand<A = unknown, R = unknown> {
  readonly name: string;
  readonly args: z.ZodType<A>;
  run(ctx: CommandContext, args: A, report: CommandReporter): Promise<R>;
  /** The CLI's exit code for a result (default 0). */
  exitCode?(result: R): number;
}

/** Declares a command with its argument and result types checked. */
export function defineCommand<A, R>(command: ControlCommand<A, R>): ControlCommand<A, R> {
  return command;
}
