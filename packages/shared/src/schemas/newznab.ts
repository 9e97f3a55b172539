import { z } from 'zod';

const param = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);

/**
 * GET /api (Newznab) and GET /rss: every parameter is read as text and checked
 * by the server, so a malformed one is answered with the Newznab error code
 * (201 Incorrect parameter) that clients understand, not a JSON error.
 */
export const newznabQuerySchema = z
  .object({
    t: param('Function: caps, search, tvsearch, movie, get, details, getnfo'),
    apikey: param("The member's API key"),
    q: param('Search text'),
    cat: param('Categories, comma-separated; a parent includes its children'),
    limit: param('Items per page (at most 100)'),
    offset: param('Items to skip'),
    extended: param('1: every attribute'),
    attrs: param('Attribute names, comma-separated'),
    maxage: param('Only releases posted within this many days'),
    minsize: param('Smallest size in bytes'),
    maxsize: param('Largest size in bytes'),
    o: param('json for JSON instead of XML'),
    season: param('tvsearch: season (3 or S03); the year for daily shows'),
    ep: param('tvsearch: episode; MM/DD for daily shows'),
    tvdbid: param('tvsearch: TheTVDB id'),
    tvmazeid: param('tvsearch: TVmaze id'),
    rid: param('tvsearch: TVRage id'),
    imdbid: param('tvsearch, movie: IMDb id, with or without tt'),
    tmdbid: param('tvsearch, movie: TMDb id'),
    id: param('get, details, getnfo: the release guid'),
    del: param('get: 1 removes the release from the cart'),
    r: param('RSS: the API key (NNTmux style)'),
    i: param("RSS: the member's id (NNTmux style)"),
    dl: param('RSS: 1 makes item links direct NZB links'),
  })
  .catchall(z.unknown());
