import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expandCategories, newznabQuerySchema } from '@nzbkino/shared';
import { NewznabError } from '../newznab/api/newznab-errors';
import { parseRequest } from '../newznab/api/newznab-params';
import { sendAnswer, sendError } from '../newznab/answers/newznab-reply';
import type { NewznabService } from '../newznab/api/newznab.service';
import { queryCredentials, wantsJson } from '../newznab/api/query-credentials';
import type { FeedRequest, FeedService } from './feed.service';

type Query = Record<string, unknown>;
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value) as string | undefined;

function feedRequest(feeds: FeedService, query: Query, fixedSource?: string): FeedRequest {
  const resolved = fixedSource ? { source: fixedSource } : feeds.resolve(first(query.t)?.trim());
  const cat = first(query.cat)?.trim();
  let categories: number[] | undefined = 'categories' in resolved ? resolved.categories : undefined;
  if (cat) {
    if (!/^\d{1,6}(,\d{1,6})*$/.test(cat)) throw new NewznabError(201, 'cat');
    categories = expandCategories(cat.split(',').map(Number));
  }
  const num = first(query.num) ?? first(query.limit);
  if (num !== undefined && !/^\d{1,6}$/.test(num)) throw new NewznabError(201, 'num');
  return {
    source: resolved.source,
    ...(categories ? { categories } : {}),
    limit: num === undefined ? 100 : Number(num) || 100,
    directLink: first(query.dl) === '1',
    removeOnGrab: first(query.del) === '1',
    credentials: queryCredentials(query),
  };
}

const schema = (summary: string) => ({ tags: ['newznab'], summary, querystring: newznabQuerySchema });

/** RSS feeds for download clients (NZBGet, SABnzbd, Sonarr's RSS) and the NZB behind their links. */
export const rssRoutes =
  (feeds: FeedService, newznab: NewznabService): FastifyPluginAsyncZod =>
  async (app) => {
    const feed = (fixedSource?: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Query;
      const json = wantsJson(query);
      try {
        const document = await feeds.feed(feedRequest(feeds, query, fixedSource));
        return await sendAnswer(reply, { kind: 'document', document }, json);
      } catch (error) {
        return sendError(reply, error, json, request.log);
      }
    };
    app.get(
      '/rss',
      {
        schema: schema(
          'Newest releases as RSS (t=category, t=-2 cart, t=-3/-4 watchlist films/series; apikey or r=&i=; dl=1 direct NZB links)',
        ),
      },
      feed(),
    );
    app.get(
      '/rss/cart',
      { schema: schema("The member's cart as RSS (dl=1; del=1 removes a grabbed release from the cart)") },
      feed('cart'),
    );
    app.get(
      '/rss/mymovies',
      { schema: schema("The releases of the films on the member's watchlist, as RSS (NNTmux's t=-3)") },
      feed('movies'),
    );
    app.get(
      '/rss/myshows',
      { schema: schema("The releases of the series on the member's watchlist, as RSS (NNTmux's t=-4)") },
      feed('series'),
    );
    app.get(
      '/rss/get',
      {
        exposeHeadRoute: false,
        schema: schema('The NZB behind a feed link; counts as a download (channel rss)'),
      },
      async (request, reply) => {
        const query = request.query as Query;
        try {
          const parsed = parseRequest({ ...query, t: 'get' });
          const answer = await newznab.get(parsed, {
            credentials: queryCredentials(query),
            clientAddress: request.ip,
            acceptEncoding: request.headers['accept-encoding'],
            channel: 'rss',
          });
          return sendAnswer(reply, answer, false);
        } catch (error) {
          return sendError(reply, error, false, request.log);
        }
      },
    );
  };
