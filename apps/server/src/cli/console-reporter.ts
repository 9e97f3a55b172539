import cliProgress from 'cli-progress';
import type { CommandReporter } from '../modules/control/command';

/** A command's words on this terminal: lines to stdout, progress as a bar when `bar` is set (a TTY). */
export function consoleReporter(bar: boolean): CommandReporter & { finish(): void } {
  let progress: cliProgress.SingleBar | null = null;
  const finish = () => {
    progress?.stop();
    progress = null;
  };
  return {
    print: (line) => {
      finish();
      console.log(line);
    },
    progress: (done, total, label) => {
      if (!bar) return;
      if (!progress) {
        progress = new cliProgress.SingleBar(
          { format: 'Import [{bar}] {value}/{total} {name}', hideCursor: true },
          cliProgress.Presets.shades_classic,
        );
        progress.start(total, 0, { name: '' });
      }
      progress.update(done, { name: label.slice(0, 40) });
    },
    finish,
  };
}
