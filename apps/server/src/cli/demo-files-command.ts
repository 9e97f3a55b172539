import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoCatalogue } from '../seed/demo-catalogue';
import { demoNzb, demoReleases } from '../seed/demo-releases';

/** Writes the demo releases as .nzb (+ .nfo) files, e.g. to try `import` or the watch folder. */
export async function writeDemoNzbsCommand(argv: string[]): Promise<void> {
  const [folder] = argv;
  if (!folder) throw new Error('Aufruf: write-demo-nzbs <Ordner>');
  await mkdir(folder, { recursive: true });
  const releases = demoReleases(demoCatalogue);
  for (const release of releases) {
    await writeFile(path.join(folder, `${release.name}.nzb`), demoNzb(release));
    if (release.nfo) await writeFile(path.join(folder, `${release.name}.nfo`), release.nfo);
  }
  console.log(`${releases.length} Demo-NZB-Dateien nach ${folder} geschrieben.`);
}
