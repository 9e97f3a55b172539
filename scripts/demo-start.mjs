// `npm start`: the demo start of the README. Starts the built server on the
// embedded database with demo data; says what to do when the build is missing.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

const entry = new URL('../apps/server/dist/main.js', import.meta.url);
if (!existsSync(entry) || !existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.error('Der Build fehlt. Bitte zuerst `npm run build` ausführen.');
  process.exit(1);
}
// A larger young generation (as start:prod): fewer collections under API load (README, Performance).
const flags = ['--enable-source-maps', '--max-semi-space-size=64'];
const child = spawn(process.execPath, [...flags, entry.pathname, '--demo'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
