/**
 * The API contract as the server publishes it: `paths` (every route with its
 * parameters, bodies and answers) and the named schemas, generated from the
 * OpenAPI document by `npm run api:generate`. Types only; nothing here reaches a bundle.
 */
export type * from './openapi';
import type { components, paths } from './openapi';

/** The HTTP methods a route of `paths` may have. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The operation of one route and method (never when the server lacks it). */
export type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON (or text) body of a route's success answer. */
export type SuccessBody<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends { responses: infer R }
    ? {
        [S in keyof R & SuccessStatus]: R[S] extends { content: infer C } ? C[keyof C] : undefined;
      }[keyof R & SuccessStatus]
    : never;

/** The JSON body a route takes. */
export type RequestBody<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends { requestBody?: infer B }
    ? NonNullable<B> extends { content: infer C }
      ? C[keyof C]
      : never
    : never;

/** "GET /api/movies" for every route and method the server has. */
export type RouteKey = {
  [P in keyof paths]: {
    [M in HttpMethod]: [Operation<P, M>] extends [never] ? never : `${Uppercase<M>} ${P & string}`;
  }[HttpMethod];
}[keyof paths];

export type Schemas = components['schemas'];

// Parts of the named schemas that the web app names itself.
import type { ChangelogEntry, MovieDetail, MovieList } from './openapi';
export type Pagination = MovieList['pagination'];
export type Trailer = MovieDetail['trailers'][number];
export type CastMember = MovieDetail['cast'][number];
export type ChangeType = ChangelogEntry['changes'][number]['type'];
export type ReactionType = RequestBody<'/api/news/{id}/reaction', 'post'>['reactionType'];
