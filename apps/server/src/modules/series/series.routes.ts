import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exactResponse } from '../../plugins/response-serializer';
import { z } from 'zod';
import {
  episodeDetailSchema,
  episodeListSchema,
  idPathParam,
  onAirSeriesQuerySchema,
  onAirSeriesSchema,
  releaseListSchema,
  seasonListSchema,
  seriesDetailSchema,
  seriesListQuerySchema,
  seriesListSchema,
  slugOrIdParam,
} from '@nzbkino/shared';
import { dropEmptyQueryParams } from '../../lib/query-params';
import type { SeriesService } from './series.service';

const params = z.object({ slugOrId: slugOrIdParam });
const tags = ['series'];

export const seriesRoutes =
  (service: SeriesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', dropEmptyQueryParams);

    app.get(
      '/series',
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary:
            'Series list: search, genre, sort (default title_asc), pages of 24 (limit clamped to 10000)',
          querystring: seriesListQuerySchema,
          response: { 200: exactResponse(seriesListSchema) },
        },
      },
      (request) => service.list(request.query),
    );

    app.get(
      '/series/:slugOrId',
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary: 'One series by slug or id, with seasons, cast, networks and trailers',
          params,
          response: { 200: exactResponse(seriesDetailSchema) },
        },
      },
      (request) => service.detail(request.params.slugOrId),
    );

    app.get(
      '/series/:slugOrId/seasons',
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary: 'Seasons ascending, Specials first',
          params,
          response: { 200: exactResponse(seasonListSchema) },
        },
      },
      (request) => service.seasons(request.params.slugOrId),
    );

    app.get(
      '/series/:slugOrId/releases',
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary: 'Releases of a series by season and episode (at most 1000)',
          params,
          response: { 200: exactResponse(releaseListSchema) },
        },
      },
      (request) => service.releasesOf(request.params.slugOrId),
    );

    app.get(
      '/series/:slugOrId/releases/unassigned',
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary: 'Releases of a series without an episode: season packs and unknown episodes',
          params,
          response: { 200: exactResponse(releaseListSchema) },
        },
      },
      (request) => service.unassignedReleases(request.params.slugOrId),
    );

    app.get(
      '/series/seasons/:seasonId/episodes',
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary: 'Episodes of a season with their release counts',
          params: z.object({ seasonId: idPathParam }),
          response: { 200: exactResponse(episodeListSchema) },
        },
      },
      (request) => service.episodes(request.params.seasonId),
    );

    app.get(
      '/episodes/:id',
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary: 'One episode with its series',
          params: z.object({ id: idPathParam }),
          response: { 200: exactResponse(episodeDetailSchema) },
        },
      },
      (request) => service.episode(request.params.id),
    );

    app.get(
      '/on-air-series',
      {
        config: { responseCache: true },
        schema: {
          tags,
          summary: 'Running series with an episode aired in the last 14 or due in the next 14 days',
          querystring: onAirSeriesQuerySchema,
          response: { 200: exactResponse(onAirSeriesSchema) },
        },
      },
      (request) => service.onAir(request.query.limit),
    );
  };
