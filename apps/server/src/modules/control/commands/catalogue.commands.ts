import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ImageSource } from '../../catalogue/catalogue-import.service';
import { defineCommand } from '../command';

const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const absolutePath = z.string().min(1).refine(path.isAbsolute, 'Pfad muss absolut sein');

/** Images of a catalogue file lie in a folder beside it, by file name (see docs/catalogue-format.md). */
function folderImageSource(folder: string): ImageSource {
  return async (_kind, name) => {
    if (!IMAGE_NAME.test(name) || name.includes('..')) return null;
    const file = path.join(folder, name);
    return existsSync(file) ? readFile(file) : null;
  };
}

/** `catalogue-import <file.json> [--images <folder>]`: an offline catalogue, then a rematch of releases. */
export const catalogueImportCommand = defineCommand({
  name: 'catalogue-import',
  args: z.object({ file: absolutePath, images: absolutePath }),
  async run({ services }, { file, images }, report) {
    let content: unknown;
    try {
      content = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} ist kein lesbares JSON: ${(error as Error).message}`, { cause: error });
    }
    const result = await services.catalogue.importFile(content, folderImageSource(images));
    const { linked } = await services.ingest.rematch();
    report.print(
      `Filme: ${result.moviesCreated} neu, ${result.moviesUpdated} aktualisiert; Serien: ${result.seriesCreated} neu, ` +
        `${result.seriesUpdated} aktualisiert; ${result.episodes} Episoden; ${result.images} Bilder; ` +
        `${linked} Releases neu zugeordnet.`,
    );
    if (result.missingImages.length)
      report.print(
        `Fehlende Bilder (${result.missingImages.length}): ${result.missingImages.slice(0, 10).join(', ')}`,
      );
    return {};
  },
});

/** `tmdb movie|series <id>` and `tmdb search-movie|search-series <title> [year]`. */
export const tmdbCommand = defineCommand({
  name: 'tmdb',
  args: z.discriminatedUnion('action', [
    z.object({ action: z.enum(['movie', 'series']), id: z.number().int().positive() }),
    z.object({
      action: z.enum(['search-movie', 'search-series']),
      title: z.string().min(1).max(500),
      year: z.number().int().min(1800).max(2200).optional(),
    }),
  ]),
  async run({ services }, args, report) {
    if ('id' in args) {
      const result =
        args.action === 'movie'
          ? await services.metadata.refreshMovie(args.id)
          : await services.metadata.refreshSeries(args.id);
      report.print(
        `${result.title}: ${result.images} Bilder, ${result.episodes} Episoden, ${result.rematched} Releases neu zugeordnet.`,
      );
      return {};
    }
    const kind = args.action === 'search-movie' ? 'movie' : 'series';
    const hits = await services.metadata.search(kind, args.title, args.year);
    for (const hit of hits) report.print(`${hit.tmdbId}\t${hit.title}${hit.year ? ` (${hit.year})` : ''}`);
    if (hits.length === 0) report.print('Keine Treffer.');
    return {};
  },
});
