import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImageSource } from '../modules/catalogue/catalogue-import.service';
import { withCliContext } from './context';

const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Images of a catalogue file lie in a folder beside it, by file name (see docs/catalogue-format.md). */
function folderImageSource(folder: string): ImageSource {
  return async (_kind, name) => {
    if (!IMAGE_NAME.test(name) || name.includes('..')) return null;
    const file = path.join(folder, name);
    return existsSync(file) ? readFile(file) : null;
  };
}

export async function catalogueImportCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { images: { type: 'string' } },
  });
  const [file] = positionals;
  if (!file) throw new Error('Aufruf: catalogue-import <katalog.json> [--images <Ordner>]');
  let content: unknown;
  try {
    content = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} ist kein lesbares JSON: ${(error as Error).message}`, { cause: error });
  }
  const imageFolder = values.images ?? path.join(path.dirname(path.resolve(file)), 'images');
  await withCliContext(async ({ services }) => {
    const report = await services.catalogue.importFile(content, folderImageSource(imageFolder));
    const { linked } = await services.ingest.rematch();
    console.log(
      `Filme: ${report.moviesCreated} neu, ${report.moviesUpdated} aktualisiert; Serien: ${report.seriesCreated} neu, ` +
        `${report.seriesUpdated} aktualisiert; ${report.episodes} Episoden; ${report.images} Bilder; ` +
        `${linked} Releases neu zugeordnet.`,
    );
    if (report.missingImages.length)
      console.log(
        `Fehlende Bilder (${report.missingImages.length}): ${report.missingImages.slice(0, 10).join(', ')}`,
      );
  });
}

export async function tmdbCommand(argv: string[]): Promise<void> {
  const [action, value, year] = argv;
  const usage =
    'Aufruf: tmdb movie <TMDb-ID> | tmdb series <TMDb-ID> | tmdb search-movie <Titel> [Jahr] | tmdb search-series <Titel> [Jahr]';
  if (!action || !value) throw new Error(usage);
  await withCliContext(async ({ services }) => {
    if (action === 'movie' || action === 'series') {
      const id = Number(value);
      if (!Number.isInteger(id) || id <= 0) throw new Error(`Ungültige TMDb-ID: ${value}`);
      const report =
        action === 'movie'
          ? await services.metadata.refreshMovie(id)
          : await services.metadata.refreshSeries(id);
      console.log(
        `${report.title}: ${report.images} Bilder, ${report.episodes} Episoden, ${report.rematched} Releases neu zugeordnet.`,
      );
    } else if (action === 'search-movie' || action === 'search-series') {
      const hits = await services.metadata.search(
        action === 'search-movie' ? 'movie' : 'series',
        value,
        year ? Number(year) : undefined,
      );
      for (const hit of hits) console.log(`${hit.tmdbId}\t${hit.title}${hit.year ? ` (${hit.year})` : ''}`);
      if (hits.length === 0) console.log('Keine Treffer.');
    } else {
      throw new Error(usage);
    }
  });
}
