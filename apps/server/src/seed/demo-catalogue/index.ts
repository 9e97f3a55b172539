import type { CatalogueFileInput } from '../../modules/catalogue/catalogue-file.schema';
import { internationalClassicMovies } from './movies-international-classics';
import { internationalSilentMovies } from './movies-international-silent';
import { weimarEarlyMovies } from './movies-weimar-early';
import { weimarGoldenMovies } from './movies-weimar-golden';
import { weimarLateMovies } from './movies-weimar-late';
import { comedyAndRealitySeries } from './series-comedy-reality';
import { crimeSeries } from './series-crime';
import { documentaryAndAnimationSeries } from './series-documentary-animation';
import { familyDramaSeries } from './series-family-drama';
import { sciFiAndPeriodSeries } from './series-scifi-period';

/**
 * The demo installation's catalogue in the catalogue exchange format: real
 * public-domain films (German classics first) and ten series INVENTED for the
 * demo. Image names point at files that `demo-images.ts` paints.
 */
export const demoCatalogue: CatalogueFileInput = {
  version: 1,
  movies: [
    ...weimarEarlyMovies,
    ...weimarGoldenMovies,
    ...weimarLateMovies,
    ...internationalSilentMovies,
    ...internationalClassicMovies,
  ],
  series: [
    ...crimeSeries,
    ...familyDramaSeries,
    ...sciFiAndPeriodSeries,
    ...comedyAndRealitySeries,
    ...documentaryAndAnimationSeries,
  ],
};

export { demoImageSource, listDemoImages, renderDemoImage, type DemoImage } from './demo-images';
