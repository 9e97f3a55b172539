import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueImportCommand as importCatalogue, tmdbCommand as tmdb } from '../modules/control/commands';
import { runCommand } from './context';

export async function catalogueImportCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { images: { type: 'string' } },
  });
  const [file] = positionals;
  if (!file) throw new Error('Aufruf: catalogue-import <katalog.json> [--images <Ordner>]');
  const absolute = path.resolve(file);
  const images = path.resolve(values.images ?? path.join(path.dirname(absolute), 'images'));
  await runCommand(importCatalogue, { file: absolute, images });
}

export async function tmdbCommand(argv: string[]): Promise<void> {
  const [action, value, year] = argv;
  const usage =
    'Aufruf: tmdb movie <TMDb-ID> | tmdb series <TMDb-ID> | tmdb search-movie <Titel> [Jahr] | tmdb search-series <Titel> [Jahr]';
  if (!action || !value) throw new Error(usage);
  if (action === 'movie' || action === 'series') {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0) throw new Error(`Ungültige TMDb-ID: ${value}`);
    await runCommand(tmdb, { action, id });
  } else if (action === 'search-movie' || action === 'search-series') {
    await runCommand(tmdb, { action, title: value, ...(year ? { year: Number(year) } : {}) });
  } else {
    throw new Error(usage);
  }
}
