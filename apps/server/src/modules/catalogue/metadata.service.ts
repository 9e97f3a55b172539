import type { MetadataProvider } from '../../integrations/tmdb/metadata-provider';
import { HttpError } from '../../lib/http-errors';
import type { IngestService } from '../ingest/ingest.service';
import type { CatalogueImportReport, CatalogueImportService, ImageSource } from './catalogue-import.service';
import type { CatalogueMovie, CatalogueSeries } from './catalogue-file.schema';

export interface MetadataRefreshReport extends CatalogueImportReport {
  title: string;
  rematched: number;
}

/**
 * Creates or refreshes movies and series from the metadata provider (TMDb):
 * fetches the item, downloads its images into the blob store, writes it through
 * the catalogue import and then re-matches releases that were waiting for it.
 */
export class MetadataService {
  constructor(
    /** The provider for the TMDb key in force (site settings), or null without a key. */
    private readonly provider: () => Promise<MetadataProvider | null>,
    private readonly catalogue: CatalogueImportService,
    private readonly ingest: IngestService,
  ) {}

  private async requireProvider(): Promise<MetadataProvider> {
    const provider = await this.provider();
    if (!provider) throw new HttpError(503, 'Kein TMDb-API-Schlüssel konfiguriert (TMDB_API_KEY).');
    return provider;
  }

  private imageSource(provider: MetadataProvider, item: CatalogueMovie | CatalogueSeries): ImageSource {
    const downloads = new Map(provider.collectImages(item).map((d) => [`${d.kind}/${d.name}`, d]));
    return async (kind, name) => {
      const download = downloads.get(`${kind}/${name}`);
      if (!download) return null;
      try {
        return await provider.downloadImage(download.tmdbPath, download.size);
      } catch {
        // A missing image must not stop the metadata: the page falls back to a default image.
        return null;
      }
    };
  }

  async refreshMovie(tmdbId: number): Promise<MetadataRefreshReport> {
    const provider = await this.requireProvider();
    const movie = await provider.getMovie(tmdbId);
    if (!movie) throw new HttpError(404, `TMDb kennt keinen Film mit der ID ${tmdbId}.`);
    const report = await this.catalogue.importItems(
      { movies: [movie], series: [] },
      this.imageSource(provider, movie),
    );
    const { linked } = await this.ingest.rematch();
    return { ...report, title: movie.title, rematched: linked };
  }

  async refreshSeries(tmdbId: number): Promise<MetadataRefreshReport> {
    const provider = await this.requireProvider();
    const show = await provider.getSeries(tmdbId);
    if (!show) throw new HttpError(404, `TMDb kennt keine Serie mit der ID ${tmdbId}.`);
    const report = await this.catalogue.importItems(
      { movies: [], series: [show] },
      this.imageSource(provider, show),
    );
    const { linked } = await this.ingest.rematch();
    return { ...report, title: show.title, rematched: linked };
  }

  async search(kind: 'movie' | 'series', title: string, year?: number) {
    const provider = await this.requireProvider();
    return kind === 'movie' ? provider.searchMovie(title, year) : provider.searchSeries(title, year);
  }
}
