// Generated from the server's OpenAPI document by `npm run api:generate`. Do not edit.

export interface paths {
  '/api': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Newznab API for Sonarr, Radarr, Prowlarr, NZBHydra2 (t=caps|search|tvsearch|movie|get|details|getnfo) */
    get: {
      parameters: {
        query?: {
          /** @description Function: caps, search, tvsearch, movie, get, details, getnfo */
          t?: string | string[];
          /** @description The member's API key */
          apikey?: string | string[];
          /** @description Search text */
          q?: string | string[];
          /** @description Categories, comma-separated; a parent includes its children */
          cat?: string | string[];
          /** @description Items per page (at most 100) */
          limit?: string | string[];
          /** @description Items to skip */
          offset?: string | string[];
          /** @description 1: every attribute */
          extended?: string | string[];
          /** @description Attribute names, comma-separated */
          attrs?: string | string[];
          /** @description Only releases posted within this many days */
          maxage?: string | string[];
          /** @description Smallest size in bytes */
          minsize?: string | string[];
          /** @description Largest size in bytes */
          maxsize?: string | string[];
          /** @description json for JSON instead of XML */
          o?: string | string[];
          /** @description tvsearch: season (3 or S03); the year for daily shows */
          season?: string | string[];
          /** @description tvsearch: episode; MM/DD for daily shows */
          ep?: string | string[];
          /** @description tvsearch: TheTVDB id */
          tvdbid?: string | string[];
          /** @description tvsearch: TVmaze id */
          tvmazeid?: string | string[];
          /** @description tvsearch: TVRage id */
          rid?: string | string[];
          /** @description tvsearch, movie: IMDb id, with or without tt */
          imdbid?: string | string[];
          /** @description tvsearch, movie: TMDb id */
          tmdbid?: string | string[];
          /** @description get, details, getnfo: the release guid */
          id?: string | string[];
          /** @description get: 1 removes the release from the cart */
          del?: string | string[];
          /** @description RSS: the API key (NNTmux style) */
          r?: string | string[];
          /** @description RSS: the member's id (NNTmux style) */
          i?: string | string[];
          /** @description RSS: 1 makes item links direct NZB links */
          dl?: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log of admin changes, newest first; filter by entity or acting admin */
    get: {
      parameters: {
        query?: {
          entityType?:
            | 'user'
            | 'settings'
            | 'release'
            | 'movie'
            | 'series'
            | 'season'
            | 'episode'
            | 'news'
            | 'changelog'
            | 'request'
            | 'contact_message'
            | 'indexer_server'
            | 'indexer_group';
          entityId?: string;
          actorId?: number;
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuditPage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/changelogs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every changelog entry, newest first, drafts included */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminChangelogList'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** Add a version; once published, the footer shows the newest one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminChangelogBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminChangelog'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/changelogs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One changelog entry */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminChangelog'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Replace a changelog entry (the whole body, as on creation) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminChangelogBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminChangelog'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** Delete a changelog entry */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contact form messages, newest first (administrators only); status=open or handled */
    get: {
      parameters: {
        query?: {
          status?: 'open' | 'handled';
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactMessageList'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark a contact message done (handled: true) or open again (administrators only) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ContactMessageUpdateBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactMessage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/episodes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit an episode's title, overview, air date, runtime or still */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminEpisodeUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminEpisode'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/indexer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The indexer: servers (no passwords), groups with watermark and counters, open collections, errors */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['IndexerStatus'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/indexer/available-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The main news server’s groups matching a wildmat (LIST ACTIVE), at most 500 by name
     * @description 409 when no server is configured; 502 with the server’s failure in German.
     */
    get: {
      parameters: {
        query: {
          pattern: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AvailableGroups'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/indexer/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a newsgroup to index (409 when it is set up already) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IndexerGroupCreateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['IndexerGroup'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/indexer/groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a newsgroup with its watermark and counters (409 while it is being read) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a newsgroup: active, backfill days, start days */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IndexerGroupUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['IndexerGroup'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/indexer/servers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a news server; the password is stored and never sent back */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IndexerServerCreateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['IndexerServer'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/indexer/servers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a news server */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Change a news server
     * @description A password left out stays as stored, null removes it. A new host or port needs the password again.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IndexerServerUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['IndexerServer'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/indexer/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start an update of every active group in the background (202); the status shows its progress
     * @description 409 while an update started here runs, or when no server is configured.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/movies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Films, newest first: search by title, original title, IMDb or TMDb id */
    get: {
      parameters: {
        query?: {
          search?: string;
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminMoviePage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** Create a film by hand; releases waiting for it are linked */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminMovieCreateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminMovie'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/movies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One film with everything an admin edits */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminMovie'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /**
     * Edit titles, overview, dates, genres, external ids, trailers and images
     * @description Absent fields stay as they are; null clears one. Genres and trailers are replaced as a whole.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminMovieUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminMovie'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/movies/{id}/external-ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a film's IMDb id (null clears it; an absent field stays) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MovieExternalIdsInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ExternalIds'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/movies/{id}/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Load the film from TMDb again (needs its TMDb id and a TMDb key)
     * @description 409 without a TMDb id or key (or a refused key), 502 when TMDb cannot be reached.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminRefreshResult'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All news, newest first, published or not */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminNewsPage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** Write a news item (a draft unless isActive) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminNewsCreateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminNews'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One news item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminNews'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Edit title, text or whether it is published */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminNewsUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminNews'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** Delete a news item with its reactions */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish: the home page shows the newest published item */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminNews'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news/{id}/unpublish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw from the home page (kept as a draft) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminNews'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Counts, today’s imports, grabs and API calls, the last imports, blob store use, version
     * @description "Today" is the calendar day in Berlin. The blob store is counted at most every 5 minutes.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminOverview'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Releases, newest first: search by name, filter by category or unmatched only */
    get: {
      parameters: {
        query?: {
          search?: string;
          category?: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
          unmatched?: '0' | '1' | 'true' | 'false';
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminReleasePage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/releases/rematch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run the matcher again on these releases
     * @description A release the matcher now links gets those links; one it cannot link keeps its own.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminRematchBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminRematchResult'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/releases/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload NZB files (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Up to 20 .nzb files (any field name); an .nfo with an NZB's base name is attached to it. */
            files: Blob[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NzbUploadResult'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        507: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/releases/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One release with its links */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminRelease'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /**
     * Correct name, category and the links to a film, series or episode
     * @description A film link clears the series links; an episode link sets its series and season; null removes a link.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminReleaseUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminRelease'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** Delete a release, with its stored NZB and NFO unless another release shares them */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every request, newest first, optionally by status (administrators only) */
    get: {
      parameters: {
        query?: {
          status?: 'open' | 'fulfilled' | 'rejected';
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TitleRequestPage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Fulfil, reject (with a reason) or reopen a request; the member is notified */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TitleRequestResolveBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TitleRequest'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Series, newest first: search by title, original title, IMDb, TMDb or TVDB id */
    get: {
      parameters: {
        query?: {
          search?: string;
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSeriesPage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** Create a series by hand */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminSeriesCreateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSeries'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/series/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One series with its seasons and everything an admin edits */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSeries'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /**
     * Edit titles, overview, dates, genres, external ids, trailers and images
     * @description Absent fields stay as they are; null clears one. Genres and trailers are replaced as a whole.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminSeriesUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSeries'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/series/{id}/episodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The series' episodes (one season with ?season=) */
    get: {
      parameters: {
        query?: {
          season?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminEpisodeList'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /** Add an episode (its season is created when new) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminEpisodeCreateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminEpisode'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/series/{id}/external-ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a series' IMDb, TVDB, TVmaze and TVRage ids (null clears one; an absent field stays) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SeriesExternalIdsInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ExternalIds'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/series/{id}/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Load the series with all seasons and episodes from TMDb again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminRefreshResult'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The site settings in force (secrets masked: only their last four characters) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSettings'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /**
     * Change settings; they apply at once, without a restart
     * @description Any subset of the groups. A secret sent empty or masked keeps the stored one; null clears it. Limits: a number per role (0 = none), null = unlimited.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminSettingsUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSettings'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/upload-image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a poster, backdrop or episode still (multipart: image, type, entityType, entityId)
     * @description type: poster or backdrop; entityType: movie, series, season or episode (an episode image is its still). JPEG, PNG, WebP, AVIF or GIF up to 15 MB, re-encoded as webp. With entityId the title shows it at once; without, set the answered fileName in a later edit.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description The image file.
             */
            image: Blob;
            /**
             * @description Which image of the title.
             * @enum {string}
             */
            type: 'poster' | 'backdrop';
            /**
             * @description What it belongs to (an episode image is its still).
             * @enum {string}
             */
            entityType: 'movie' | 'series' | 'season' | 'episode';
            /** @description The id of the film, series, season or episode; optional. */
            entityId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ImageUploadResult'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Accounts, newest first: search by name or e-mail, filter by role or status
     * @description Each with its downloads and API requests in the rolling 24 hours and its limits.
     */
    get: {
      parameters: {
        query?: {
          search?: string;
          role?: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
          status?: 'active' | 'suspended';
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserPage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One account with its recent downloads and use of its limits */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserDetail'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete an account with its data (downloads, cart, watchlist, requests, notifications) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/membership': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Grant or extend a Premium or VIP membership (the admin-grant payment provider)
     * @description days extends a running membership of the same plan from its end, otherwise it starts now; endsAt sets the end outright; neither grants one period of the plan (Premium 1 month, VIP 3 months). Another plan replaces the running one at once. 409 for administrators.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            plan: 'premium' | 'vip';
            days?: number;
            /** Format: date-time */
            endsAt?: string;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MembershipGrantResult'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/memberships': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A member's memberships for the admin area, the latest start first */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MembershipHistory'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the member the password-reset mail */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the role (PREMIUM and VIP may carry an end date)
     * @description Not for the own account (409), nor taking the rights of the last active admin (409).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminUserRoleBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserDetail'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend an account: its sessions and API key stop working at once
     * @description Sign-in then answers 403, the Newznab API error 101. The reason is shown to the member.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminSuspendBodyInput'] | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserDetail'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/unsuspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift a suspension (the member signs in again; the old sessions stay void) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUserDetail'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/captcha': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A new captcha for sign-in or sign-up
     * @description Answers an arithmetic question (numbers 1–10, plus, minus, times) drawn as noisy SVG paths. Send the `id` as `captchaId` and the result as `captcha` with the login or register call. Each captcha is good for one check and expires after `expiresIn` seconds.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Captcha'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password-reset link; the same answer whether the address is known or not */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with username or e-mail; answers a bearer token
     * @description From 2 failed sign-ins (per identifier or per client address) a captcha is required (400 `requiresCaptcha`); a wrong, reused or expired captcha is 400 `captchaInvalid`. The 3rd failure blocks the identifier: 429 with `blockTime` in seconds.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            identifier: string;
            password: string;
            /** @default false */
            remember?: boolean;
            captchaId?: string;
            captcha?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoginResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account (captcha required)
     * @description 409 when the user name is taken. A taken e-mail address gets the same 201 as a new account (its owner is told by mail), so sign-up does not reveal registered addresses. 403 while an administrator has closed registration.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            username: string;
            /** Format: email */
            email: string;
            password: string;
            captchaId?: string;
            captcha?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with the token from the reset mail (single use, expires)
     * @description Ends every session of the account (all earlier tokens stop working).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a release to the cart, given as { releaseId } (the episode page, spec 001 §7) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            releaseId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CartChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/add/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a release to the cart (again: no change); 409 when the cart is full */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CartChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/clear': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Empty the cart */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CartChange'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/download-zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Every NZB of the cart as one zip (streamed). Counts each new release against the daily limit: when they do not all fit, 403 says how many do and nothing is counted. The cart is kept. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Downloads used and left in the rolling 24 hours (limit and remaining null: unlimited) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DownloadLimits'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The releases in the cart, newest addition first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Cart'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/remove/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Take a release out of the cart (404 when it is not in it) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CartChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/changelog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All versions, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ChangelogList'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/changelog/latest-version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Label of the newest version as plain text (v0.1 when there is none) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to the operator (FAQ contact form): stored and mailed
     * @description Mailed to CONTACT_EMAIL, or else to every administrator, with Reply-To the sender. Limited per client network and per sender address (429 with blockTime).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ContactMessageBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessageResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/downloads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 'Meine Downloads': the member's downloads, newest first, 25 a page (limit ≤ 100) */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GrabHistoryPage'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/episodes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One episode with its series */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EpisodeDetail'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/genres': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every genre */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Genre'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and whether the database and the blob store take writes */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hero-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** About six popular movies and series with a backdrop, for the home hero carousel */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HeroItem'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imgproxy/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Optimizer availability (HEAD or GET) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ping'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imgproxy/optimize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A local image as webp, resized to the nearest spec size (w/h 1–2400, q 1–100 rounded to 80|85, r cover|contain|inside; never enlarged) */
    get: {
      parameters: {
        query: {
          url: string;
          w?: number;
          h?: number;
          f?: 'webp' | 'avif' | 'jpeg' | 'png' | 'jpg';
          q?: number;
          r?: 'cover' | 'contain' | 'inside' | 'fill' | 'fit';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/imgproxy/{folder}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An image from the store, by folder and file name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          folder: 'posters' | 'backdrops' | 'profiles' | 'episodes';
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/movies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Movie list: search, genre, sort (default title_asc), pages of 24 (limit clamped to 10000) */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          /** @description Genre id, slug, or comma-separated names (German or English, case-insensitive) */
          genre?: string;
          sort?: 'title_asc' | 'title_desc' | 'year_desc' | 'year_asc' | 'rating_desc' | 'createdAt_desc';
          sortBy?: 'title_asc' | 'title_desc' | 'year_desc' | 'year_asc' | 'rating_desc' | 'createdAt_desc';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MovieList'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/movies/genres': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Genres that have movies */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Genre'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/movies/{slugOrId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One movie by slug or numeric id (404 "Film nicht gefunden") */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slugOrId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MovieDetail'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/movies/{slugOrId}/related': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 12 movies sharing genres with this one */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slugOrId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MovieCard'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/movies/{slugOrId}/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Releases of a movie, best resolution first (at most 1000) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slugOrId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Release'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current news item with its reactions (null when there is none); with a token, userReacted marks the own reaction */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['News'] | null;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news/{id}/reaction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** React to a news item; one reaction per user (409 while another is held) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            reactionType: 'thumbs_up' | 'applause' | 'heart' | 'fire' | 'laugh';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['News'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Take the own reaction to a news item back */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['News'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nfo/view/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The NFO as an HTML page for the modal frame (CP437 art decoded, escaped, no scripts). token: a view token from POST /nfo/{file}/view-token (5 minutes) or an access token */
    get: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nfo/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The NFO as UTF-8 text (decoded from CP437); file is the last segment of nfoPath */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nfo/{file}/view-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A 5-minute token (and the address) to show this NFO in a frame, instead of the access token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NfoViewToken'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nodebb/sso': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sets the session-sharing plugin's cookie and redirects to the forum
     * @description A valid token from the same browser (the binding cookie GET /nodebb/token set): 302 to FORUM_URL with the shared cookie (HttpOnly, SameSite=Lax, on the common parent domain). An expired or foreign token, or one another browser asked for: 302 to /login?redirect=nodebb, which returns here after sign-in. 404 when the forum is not configured.
     */
    get: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nodebb/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A token (HS256, FORUM_SSO_SECRET) for the forum: id, username, email, picture; valid 60 s
     * @description Open `url` in a new tab of the same browser: the answer sets a cookie that binds the link to it. 404 when FORUM_URL and FORUM_SSO_SECRET are not configured.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ForumToken'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest 50 notifications, newest first, and how many are unread in all */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationList'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/mark-all-read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification as read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationChange'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many notifications are unread (the badge) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UnreadCount'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one (404 when it is not the caller's); answers the new unread count */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one as read (404 when it is not the caller's); answers the new unread count */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/on-air-series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Running series with an episode aired in the last 14 or due in the next 14 days */
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SeriesCard'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Answers { ok: true } without touching the database */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ping'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plans/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plans (Basic, Premium, VIP) with prices, features and the limits this server enforces
     * @description Public; clients send no token here (spec 000 §7). purchaseMode tells how paid plans are obtained.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PlanList'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Release catalogue: search, filters, sort, pages of 25 (limit clamped to 100)
     * @description search matches whole words of the release name, the last word also as a prefix; when no word matches, a term of 3+ characters is retried as a substring. Totals above 10000 are planner estimates (estimated: true).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          type?: 'movie' | 'series' | 'all';
          resolution?: '2160p' | '1080p' | '720p' | 'SD' | 'all';
          group?: string;
          sortBy?:
            | 'createdAt_desc'
            | 'createdAt_asc'
            | 'name_asc'
            | 'name_desc'
            | 'size_desc'
            | 'size_asc'
            | 'createdAt'
            | 'name'
            | 'size';
          sortOrder?: 'asc' | 'desc';
          sort?: 'createdAt_desc' | 'createdAt_asc' | 'name_asc' | 'name_desc' | 'size_desc' | 'size_asc';
          episodeId?: number;
          movieId?: number;
          seriesId?: number;
          parsedSeason?: number;
          parsedEpisode?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReleasePage'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/releases/groups/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Release groups with their release counts, sorted by name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReleaseGroup'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/releases/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The release's NZB as "{name}.nzb" (application/x-nzb); counts against the daily limit (403 when used up; a re-download within 7 days is free) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/releases/{id}/download-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A signed GET address of the NZB for a new tab, valid 60 seconds, bound to the member */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DownloadLink'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/releases/{id}/nzb': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The NZB behind a signed link (no token; 403 when the link is expired or altered) */
    get: {
      parameters: {
        query: {
          uid: number;
          exp: number;
          sig: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/releases/{id}/nzb-download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The release's NZB as "{name}.nzb" (application/x-nzb); counts against the daily limit (403 when used up; a re-download within 7 days is free) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's own requests, newest first, with the open count and the limit */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnTitleRequests'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    /**
     * Ask for a film or series: a catalogue title (movieId/seriesId) or a free title and year
     * @description A film that already has releases cannot be requested (409); nor the same title twice while open (409); a member has at most REQUESTS_OPEN_LIMIT open requests (409).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TitleRequestBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TitleRequest'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw one of the own open requests (404 for anyone else’s, 409 once fulfilled or rejected) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Success'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Series list: search, genre, sort (default title_asc), pages of 24 (limit clamped to 10000) */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          /** @description Genre id, slug, or comma-separated names (German or English, case-insensitive) */
          genre?: string;
          sort?:
            | 'title_asc'
            | 'title_desc'
            | 'firstAirDate_desc'
            | 'firstAirDate_asc'
            | 'rating_desc'
            | 'createdAt_desc';
          sortBy?:
            | 'title_asc'
            | 'title_desc'
            | 'firstAirDate_desc'
            | 'firstAirDate_asc'
            | 'rating_desc'
            | 'createdAt_desc';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SeriesList'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/genres': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Genres that have series */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Genre'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/seasons/{seasonId}/episodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Episodes of a season with their release counts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          seasonId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Episode'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/{slugOrId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One series by slug or id, with seasons, cast, networks and trailers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slugOrId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SeriesDetail'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/{slugOrId}/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Releases of a series by season and episode (at most 1000) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slugOrId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Release'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/{slugOrId}/releases/unassigned': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Releases of a series without an episode: season packs and unknown episodes */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slugOrId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Release'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/{slugOrId}/seasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Seasons ascending, Specials first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slugOrId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Season'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/site-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The operator's support contact, team, Impressum and privacy policy (empty while unset)
     * @description From DATA_DIR/site-info.json, DATA_DIR/impressum.txt and DATA_DIR/datenschutz.txt, read at each request.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SiteInfo'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public statistics for the footer */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PublicStats'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's plan now, its end (extensions included), the running membership and the trial */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's memberships, the latest start first */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MembershipHistory'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/trial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start the one free Premium trial of the account (MEMBERSHIP_TRIAL_DAYS days)
     * @description 409 when the account already had a trial or any membership, is an administrator, or the trial is off.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/upcoming-movies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Movies released from 30 days ago on, soonest first (at most 20) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MovieCard'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/api-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the signed-in user has an API key (the key itself is never shown again) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiKeyStatus'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Revoke the API key */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Success'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the e-mail address (needs the current password); answers the updated user */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/generate-api-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate a new API key for Newznab clients; replaces the old one; shown only now (Premium, VIP and admins; 403 for Basic members) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GeneratedApiKey'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/logout-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere: every token issued so far stops working */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Success'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/notification-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mail digest of new releases (at most one per hour): switch and when the last one went out */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MailNotificationSettings'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Switch the mail digest; it starts with notifications that arrive after switching it on */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MailNotificationBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MailNotificationSettings'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/ntfy/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** ntfy push: switch, own topic, the topic in use (a random one is made on first read) and server */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NtfySettings'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Switch ntfy push; customTopic (ntfy rules: 1–64 of A–Z a–z 0–9 - _) or null for the random one */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NtfySettingsBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NtfySettings'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/ntfy/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a test message to the topic in use now (5 per 10 minutes); 502 when ntfy refuses it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NtfyTest'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the password; ends all other sessions and answers a fresh token */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoginResponse'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's entries, newest first, each with its title's newest release and release count */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Watchlist'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist/check/movie/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the movie is in the watchlist, with the entry's id and notification switch */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistCheck'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist/check/series/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the series is in the watchlist, with the entry's id and notification switch */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistCheck'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist/movie/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Follow a movie (again: no change); 404 when it does not exist, 409 when the watchlist is full */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Stop following a movie (404 when it is not in the watchlist) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Switch an entry's notifications about new releases: { enabled } sets them, no body toggles (404 when the entry is not the caller's) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['WatchlistNotifyBodyInput'] | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistNotify'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist/series/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Follow a series (again: no change); 404 when it does not exist, 409 when the watchlist is full */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Stop following a series (404 when it is not in the watchlist) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many entries the watchlist holds: movies, series and those that notify */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistStats'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an entry by its id (404 when it is not the caller's) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WatchlistChange'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Newest releases as RSS (t=category, t=-2 cart, t=-3/-4 watchlist films/series; apikey or r=&i=; dl=1 direct NZB links) */
    get: {
      parameters: {
        query?: {
          /** @description Function: caps, search, tvsearch, movie, get, details, getnfo */
          t?: string | string[];
          /** @description The member's API key */
          apikey?: string | string[];
          /** @description Search text */
          q?: string | string[];
          /** @description Categories, comma-separated; a parent includes its children */
          cat?: string | string[];
          /** @description Items per page (at most 100) */
          limit?: string | string[];
          /** @description Items to skip */
          offset?: string | string[];
          /** @description 1: every attribute */
          extended?: string | string[];
          /** @description Attribute names, comma-separated */
          attrs?: string | string[];
          /** @description Only releases posted within this many days */
          maxage?: string | string[];
          /** @description Smallest size in bytes */
          minsize?: string | string[];
          /** @description Largest size in bytes */
          maxsize?: string | string[];
          /** @description json for JSON instead of XML */
          o?: string | string[];
          /** @description tvsearch: season (3 or S03); the year for daily shows */
          season?: string | string[];
          /** @description tvsearch: episode; MM/DD for daily shows */
          ep?: string | string[];
          /** @description tvsearch: TheTVDB id */
          tvdbid?: string | string[];
          /** @description tvsearch: TVmaze id */
          tvmazeid?: string | string[];
          /** @description tvsearch: TVRage id */
          rid?: string | string[];
          /** @description tvsearch, movie: IMDb id, with or without tt */
          imdbid?: string | string[];
          /** @description tvsearch, movie: TMDb id */
          tmdbid?: string | string[];
          /** @description get, details, getnfo: the release guid */
          id?: string | string[];
          /** @description get: 1 removes the release from the cart */
          del?: string | string[];
          /** @description RSS: the API key (NNTmux style) */
          r?: string | string[];
          /** @description RSS: the member's id (NNTmux style) */
          i?: string | string[];
          /** @description RSS: 1 makes item links direct NZB links */
          dl?: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rss/cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's cart as RSS (dl=1; del=1 removes a grabbed release from the cart) */
    get: {
      parameters: {
        query?: {
          /** @description Function: caps, search, tvsearch, movie, get, details, getnfo */
          t?: string | string[];
          /** @description The member's API key */
          apikey?: string | string[];
          /** @description Search text */
          q?: string | string[];
          /** @description Categories, comma-separated; a parent includes its children */
          cat?: string | string[];
          /** @description Items per page (at most 100) */
          limit?: string | string[];
          /** @description Items to skip */
          offset?: string | string[];
          /** @description 1: every attribute */
          extended?: string | string[];
          /** @description Attribute names, comma-separated */
          attrs?: string | string[];
          /** @description Only releases posted within this many days */
          maxage?: string | string[];
          /** @description Smallest size in bytes */
          minsize?: string | string[];
          /** @description Largest size in bytes */
          maxsize?: string | string[];
          /** @description json for JSON instead of XML */
          o?: string | string[];
          /** @description tvsearch: season (3 or S03); the year for daily shows */
          season?: string | string[];
          /** @description tvsearch: episode; MM/DD for daily shows */
          ep?: string | string[];
          /** @description tvsearch: TheTVDB id */
          tvdbid?: string | string[];
          /** @description tvsearch: TVmaze id */
          tvmazeid?: string | string[];
          /** @description tvsearch: TVRage id */
          rid?: string | string[];
          /** @description tvsearch, movie: IMDb id, with or without tt */
          imdbid?: string | string[];
          /** @description tvsearch, movie: TMDb id */
          tmdbid?: string | string[];
          /** @description get, details, getnfo: the release guid */
          id?: string | string[];
          /** @description get: 1 removes the release from the cart */
          del?: string | string[];
          /** @description RSS: the API key (NNTmux style) */
          r?: string | string[];
          /** @description RSS: the member's id (NNTmux style) */
          i?: string | string[];
          /** @description RSS: 1 makes item links direct NZB links */
          dl?: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rss/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The NZB behind a feed link; counts as a download (channel rss) */
    get: {
      parameters: {
        query?: {
          /** @description Function: caps, search, tvsearch, movie, get, details, getnfo */
          t?: string | string[];
          /** @description The member's API key */
          apikey?: string | string[];
          /** @description Search text */
          q?: string | string[];
          /** @description Categories, comma-separated; a parent includes its children */
          cat?: string | string[];
          /** @description Items per page (at most 100) */
          limit?: string | string[];
          /** @description Items to skip */
          offset?: string | string[];
          /** @description 1: every attribute */
          extended?: string | string[];
          /** @description Attribute names, comma-separated */
          attrs?: string | string[];
          /** @description Only releases posted within this many days */
          maxage?: string | string[];
          /** @description Smallest size in bytes */
          minsize?: string | string[];
          /** @description Largest size in bytes */
          maxsize?: string | string[];
          /** @description json for JSON instead of XML */
          o?: string | string[];
          /** @description tvsearch: season (3 or S03); the year for daily shows */
          season?: string | string[];
          /** @description tvsearch: episode; MM/DD for daily shows */
          ep?: string | string[];
          /** @description tvsearch: TheTVDB id */
          tvdbid?: string | string[];
          /** @description tvsearch: TVmaze id */
          tvmazeid?: string | string[];
          /** @description tvsearch: TVRage id */
          rid?: string | string[];
          /** @description tvsearch, movie: IMDb id, with or without tt */
          imdbid?: string | string[];
          /** @description tvsearch, movie: TMDb id */
          tmdbid?: string | string[];
          /** @description get, details, getnfo: the release guid */
          id?: string | string[];
          /** @description get: 1 removes the release from the cart */
          del?: string | string[];
          /** @description RSS: the API key (NNTmux style) */
          r?: string | string[];
          /** @description RSS: the member's id (NNTmux style) */
          i?: string | string[];
          /** @description RSS: 1 makes item links direct NZB links */
          dl?: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rss/mymovies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The releases of the films on the member's watchlist, as RSS (NNTmux's t=-3) */
    get: {
      parameters: {
        query?: {
          /** @description Function: caps, search, tvsearch, movie, get, details, getnfo */
          t?: string | string[];
          /** @description The member's API key */
          apikey?: string | string[];
          /** @description Search text */
          q?: string | string[];
          /** @description Categories, comma-separated; a parent includes its children */
          cat?: string | string[];
          /** @description Items per page (at most 100) */
          limit?: string | string[];
          /** @description Items to skip */
          offset?: string | string[];
          /** @description 1: every attribute */
          extended?: string | string[];
          /** @description Attribute names, comma-separated */
          attrs?: string | string[];
          /** @description Only releases posted within this many days */
          maxage?: string | string[];
          /** @description Smallest size in bytes */
          minsize?: string | string[];
          /** @description Largest size in bytes */
          maxsize?: string | string[];
          /** @description json for JSON instead of XML */
          o?: string | string[];
          /** @description tvsearch: season (3 or S03); the year for daily shows */
          season?: string | string[];
          /** @description tvsearch: episode; MM/DD for daily shows */
          ep?: string | string[];
          /** @description tvsearch: TheTVDB id */
          tvdbid?: string | string[];
          /** @description tvsearch: TVmaze id */
          tvmazeid?: string | string[];
          /** @description tvsearch: TVRage id */
          rid?: string | string[];
          /** @description tvsearch, movie: IMDb id, with or without tt */
          imdbid?: string | string[];
          /** @description tvsearch, movie: TMDb id */
          tmdbid?: string | string[];
          /** @description get, details, getnfo: the release guid */
          id?: string | string[];
          /** @description get: 1 removes the release from the cart */
          del?: string | string[];
          /** @description RSS: the API key (NNTmux style) */
          r?: string | string[];
          /** @description RSS: the member's id (NNTmux style) */
          i?: string | string[];
          /** @description RSS: 1 makes item links direct NZB links */
          dl?: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rss/myshows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The releases of the series on the member's watchlist, as RSS (NNTmux's t=-4) */
    get: {
      parameters: {
        query?: {
          /** @description Function: caps, search, tvsearch, movie, get, details, getnfo */
          t?: string | string[];
          /** @description The member's API key */
          apikey?: string | string[];
          /** @description Search text */
          q?: string | string[];
          /** @description Categories, comma-separated; a parent includes its children */
          cat?: string | string[];
          /** @description Items per page (at most 100) */
          limit?: string | string[];
          /** @description Items to skip */
          offset?: string | string[];
          /** @description 1: every attribute */
          extended?: string | string[];
          /** @description Attribute names, comma-separated */
          attrs?: string | string[];
          /** @description Only releases posted within this many days */
          maxage?: string | string[];
          /** @description Smallest size in bytes */
          minsize?: string | string[];
          /** @description Largest size in bytes */
          maxsize?: string | string[];
          /** @description json for JSON instead of XML */
          o?: string | string[];
          /** @description tvsearch: season (3 or S03); the year for daily shows */
          season?: string | string[];
          /** @description tvsearch: episode; MM/DD for daily shows */
          ep?: string | string[];
          /** @description tvsearch: TheTVDB id */
          tvdbid?: string | string[];
          /** @description tvsearch: TVmaze id */
          tvmazeid?: string | string[];
          /** @description tvsearch: TVRage id */
          rid?: string | string[];
          /** @description tvsearch, movie: IMDb id, with or without tt */
          imdbid?: string | string[];
          /** @description tvsearch, movie: TMDb id */
          tmdbid?: string | string[];
          /** @description get, details, getnfo: the release guid */
          id?: string | string[];
          /** @description get: 1 removes the release from the cart */
          del?: string | string[];
          /** @description RSS: the API key (NNTmux style) */
          r?: string | string[];
          /** @description RSS: the member's id (NNTmux style) */
          i?: string | string[];
          /** @description RSS: 1 makes item links direct NZB links */
          dl?: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AdminChangelog: {
      id: number;
      version: string;
      isPrerelease: boolean;
      /** @description ISO 8601 date-time */
      releaseDate: string;
      title: string;
      description: string;
      changes: {
        /** @enum {string} */
        type: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
        items: string[];
      }[];
      isPublished: boolean;
      createdAt: string;
      updatedAt: string;
    };
    AdminChangelogBody: {
      version: string;
      /** @default false */
      isPrerelease: boolean;
      releaseDate: string;
      title: string;
      /** @default  */
      description: string;
      /** @default [] */
      changes: {
        /** @enum {string} */
        type: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
        items: string[];
      }[];
      /** @default true */
      isPublished: boolean;
    };
    AdminChangelogBodyInput: {
      version: string;
      /** @default false */
      isPrerelease: boolean;
      releaseDate: string;
      title: string;
      /** @default  */
      description: string;
      /** @default [] */
      changes: {
        /** @enum {string} */
        type: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
        items: string[];
      }[];
      /** @default true */
      isPublished: boolean;
    };
    AdminChangelogInput: {
      id: number;
      version: string;
      isPrerelease: boolean;
      /** @description ISO 8601 date-time */
      releaseDate: string;
      title: string;
      description: string;
      changes: {
        /** @enum {string} */
        type: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
        items: string[];
      }[];
      isPublished: boolean;
      createdAt: string;
      updatedAt: string;
    };
    AdminChangelogList: components['schemas']['AdminChangelog'][];
    AdminChangelogListInput: components['schemas']['AdminChangelogInput'][];
    AdminEpisode: {
      id: number;
      seriesId: number;
      seasonId: number;
      seasonNumber: number;
      episodeNumber: number;
      title: string | null;
      plot: string | null;
      airDate: string | null;
      runtime: number | null;
      stillPath: string | null;
      tmdbId: number | null;
      releaseCount: number;
    };
    AdminEpisodeCreate: {
      seasonNumber: number;
      episodeNumber: number;
      title?: string | null;
      plot?: string | null;
      airDate?: string | null;
      runtime?: number | null;
      stillPath?: string | null;
    };
    AdminEpisodeCreateInput: {
      seasonNumber: number;
      episodeNumber: number;
      title?: string | null;
      plot?: string | null;
      airDate?: string | null;
      runtime?: number | null;
      stillPath?: string | null;
    };
    AdminEpisodeInput: {
      id: number;
      seriesId: number;
      seasonId: number;
      seasonNumber: number;
      episodeNumber: number;
      title: string | null;
      plot: string | null;
      airDate: string | null;
      runtime: number | null;
      stillPath: string | null;
      tmdbId: number | null;
      releaseCount: number;
    };
    AdminEpisodeList: components['schemas']['AdminEpisode'][];
    AdminEpisodeListInput: components['schemas']['AdminEpisodeInput'][];
    AdminEpisodeUpdate: {
      title?: string | null;
      plot?: string | null;
      airDate?: string | null;
      runtime?: number | null;
      stillPath?: string | null;
    };
    AdminEpisodeUpdateInput: {
      title?: string | null;
      plot?: string | null;
      airDate?: string | null;
      runtime?: number | null;
      stillPath?: string | null;
    };
    AdminMovie: {
      id: number;
      slug: string;
      title: string;
      originalTitle: string | null;
      year: number | null;
      releaseDate: string | null;
      runtime: number | null;
      plot: string | null;
      tagline: string | null;
      status: string | null;
      rating: number | null;
      imdbId: string | null;
      tmdbId: number | null;
      posterPath: string | null;
      backdropPath: string | null;
      genres: string[];
      trailers: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
      releaseCount: number;
      createdAt: string;
      updatedAt: string;
    };
    AdminMovieCreate: {
      title: string;
      originalTitle?: string | null;
      slug?: string;
      year?: number | null;
      releaseDate?: string | null;
      runtime?: number | null;
      plot?: string | null;
      tagline?: string | null;
      status?: string | null;
      imdbId?: string | null;
      tmdbId?: number | null;
      posterPath?: string | null;
      backdropPath?: string | null;
      genres?: string[];
      trailers?: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
    };
    AdminMovieCreateInput: {
      title: string;
      originalTitle?: string | null;
      slug?: string;
      year?: number | null;
      releaseDate?: string | null;
      runtime?: number | null;
      plot?: string | null;
      tagline?: string | null;
      status?: string | null;
      imdbId?: string | null;
      tmdbId?: number | null;
      posterPath?: string | null;
      backdropPath?: string | null;
      genres?: string[];
      trailers?: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
    };
    AdminMovieInput: {
      id: number;
      slug: string;
      title: string;
      originalTitle: string | null;
      year: number | null;
      releaseDate: string | null;
      runtime: number | null;
      plot: string | null;
      tagline: string | null;
      status: string | null;
      rating: number | null;
      imdbId: string | null;
      tmdbId: number | null;
      posterPath: string | null;
      backdropPath: string | null;
      genres: string[];
      trailers: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
      releaseCount: number;
      createdAt: string;
      updatedAt: string;
    };
    AdminMoviePage: {
      items: {
        id: number;
        slug: string;
        title: string;
        year: number | null;
        tmdbId: number | null;
        imdbId: string | null;
        posterPath: string | null;
        releaseCount: number;
      }[];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminMoviePageInput: {
      items: {
        id: number;
        slug: string;
        title: string;
        year: number | null;
        tmdbId: number | null;
        imdbId: string | null;
        posterPath: string | null;
        releaseCount: number;
      }[];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminMovieUpdate: {
      title?: string;
      originalTitle?: string | null;
      slug?: string;
      year?: number | null;
      releaseDate?: string | null;
      runtime?: number | null;
      plot?: string | null;
      tagline?: string | null;
      status?: string | null;
      imdbId?: string | null;
      tmdbId?: number | null;
      posterPath?: string | null;
      backdropPath?: string | null;
      genres?: string[];
      trailers?: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
    };
    AdminMovieUpdateInput: {
      title?: string;
      originalTitle?: string | null;
      slug?: string;
      year?: number | null;
      releaseDate?: string | null;
      runtime?: number | null;
      plot?: string | null;
      tagline?: string | null;
      status?: string | null;
      imdbId?: string | null;
      tmdbId?: number | null;
      posterPath?: string | null;
      backdropPath?: string | null;
      genres?: string[];
      trailers?: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
    };
    AdminNews: {
      id: number;
      title: string;
      content: string;
      isActive: boolean;
      createdAt: string;
      updatedAt: string;
      reactions: number;
    };
    AdminNewsCreate: {
      title: string;
      content: string;
      /** @default false */
      isActive: boolean;
    };
    AdminNewsCreateInput: {
      title: string;
      content: string;
      /** @default false */
      isActive: boolean;
    };
    AdminNewsInput: {
      id: number;
      title: string;
      content: string;
      isActive: boolean;
      createdAt: string;
      updatedAt: string;
      reactions: number;
    };
    AdminNewsPage: {
      news: components['schemas']['AdminNews'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminNewsPageInput: {
      news: components['schemas']['AdminNewsInput'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminNewsUpdate: {
      title?: string;
      content?: string;
      isActive?: boolean;
    };
    AdminNewsUpdateInput: {
      title?: string;
      content?: string;
      isActive?: boolean;
    };
    AdminOverview: {
      releases: {
        total: number;
        today: number;
        unmatched: number;
      };
      catalogue: {
        movies: number;
        series: number;
      };
      importsToday: {
        imported: number;
        duplicate: number;
        rejected: number;
      };
      users: {
        total: number;
        byRole: {
          [key: string]: number;
        };
        suspended: number;
      };
      grabsToday: number;
      apiCallsToday: number;
      openRequests: number;
      openContactMessages: number;
      lastImports: components['schemas']['ImportLogEntry'][];
      storage: {
        files: number;
        bytes: number;
        byKind: {
          [key: string]: {
            files: number;
            bytes: number;
          };
        };
        disk: {
          totalBytes: number;
          freeBytes: number;
        } | null;
        countedAt: string;
      };
      version: {
        server: string;
        changelog: string;
      };
    };
    AdminOverviewInput: {
      releases: {
        total: number;
        today: number;
        unmatched: number;
      };
      catalogue: {
        movies: number;
        series: number;
      };
      importsToday: {
        imported: number;
        duplicate: number;
        rejected: number;
      };
      users: {
        total: number;
        byRole: {
          [key: string]: number;
        };
        suspended: number;
      };
      grabsToday: number;
      apiCallsToday: number;
      openRequests: number;
      openContactMessages: number;
      lastImports: components['schemas']['ImportLogEntryInput'][];
      storage: {
        files: number;
        bytes: number;
        byKind: {
          [key: string]: {
            files: number;
            bytes: number;
          };
        };
        disk: {
          totalBytes: number;
          freeBytes: number;
        } | null;
        countedAt: string;
      };
      version: {
        server: string;
        changelog: string;
      };
    };
    AdminRefreshResult: {
      title: string;
      images: number;
      rematched: number;
    };
    AdminRefreshResultInput: {
      title: string;
      images: number;
      rematched: number;
    };
    AdminRelease: {
      id: number;
      guid: string;
      name: string;
      /** @enum {string} */
      category: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
      newznabCategory: number | null;
      parsedTitle: string;
      parsedYear: number | null;
      parsedSeason: number | null;
      parsedEpisode: number | null;
      parsedResolution: string | null;
      parsedGroup: string | null;
      size: number;
      hasNfo: boolean;
      grabs: number;
      createdAt: string;
      movieId: number | null;
      movie: {
        id: number;
        slug: string;
        title: string;
        year: number | null;
      } | null;
      seriesId: number | null;
      series: {
        id: number;
        slug: string;
        title: string;
      } | null;
      seasonId: number | null;
      episodeId: number | null;
      episode: {
        id: number;
        seasonNumber: number;
        episodeNumber: number;
        title: string | null;
      } | null;
    };
    AdminReleaseInput: {
      id: number;
      guid: string;
      name: string;
      /** @enum {string} */
      category: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
      newznabCategory: number | null;
      parsedTitle: string;
      parsedYear: number | null;
      parsedSeason: number | null;
      parsedEpisode: number | null;
      parsedResolution: string | null;
      parsedGroup: string | null;
      size: number;
      hasNfo: boolean;
      grabs: number;
      createdAt: string;
      movieId: number | null;
      movie: {
        id: number;
        slug: string;
        title: string;
        year: number | null;
      } | null;
      seriesId: number | null;
      series: {
        id: number;
        slug: string;
        title: string;
      } | null;
      seasonId: number | null;
      episodeId: number | null;
      episode: {
        id: number;
        seasonNumber: number;
        episodeNumber: number;
        title: string | null;
      } | null;
    };
    AdminReleasePage: {
      releases: components['schemas']['AdminRelease'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminReleasePageInput: {
      releases: components['schemas']['AdminReleaseInput'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminReleaseUpdate: {
      name?: string;
      /** @enum {string} */
      category?: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
      movieId?: number | null;
      seriesId?: number | null;
      episodeId?: number | null;
    };
    AdminReleaseUpdateInput: {
      name?: string;
      /** @enum {string} */
      category?: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
      movieId?: number | null;
      seriesId?: number | null;
      episodeId?: number | null;
    };
    AdminRematchBody: {
      ids: number[];
    };
    AdminRematchBodyInput: {
      ids: number[];
    };
    AdminRematchResult: {
      checked: number;
      linked: number;
      results: {
        id: number;
        matched: ('movie' | 'series' | 'episode') | null;
        changed: boolean;
      }[];
    };
    AdminRematchResultInput: {
      checked: number;
      linked: number;
      results: {
        id: number;
        matched: ('movie' | 'series' | 'episode') | null;
        changed: boolean;
      }[];
    };
    AdminSeries: {
      id: number;
      slug: string;
      title: string;
      originalTitle: string | null;
      firstAirDate: string | null;
      lastAirDate: string | null;
      status: string | null;
      plot: string | null;
      rating: number | null;
      imdbId: string | null;
      tmdbId: number | null;
      tvdbId: number | null;
      tvmazeId: number | null;
      tvrageId: number | null;
      posterPath: string | null;
      backdropPath: string | null;
      numberOfSeasons: number;
      numberOfEpisodes: number;
      genres: string[];
      trailers: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
      seasons: {
        id: number;
        seasonNumber: number;
        name: string | null;
        airDate: string | null;
        posterPath: string | null;
        episodeCount: number;
      }[];
      releaseCount: number;
      createdAt: string;
      updatedAt: string;
    };
    AdminSeriesCreate: {
      title: string;
      originalTitle?: string | null;
      slug?: string;
      firstAirDate?: string | null;
      lastAirDate?: string | null;
      status?: string | null;
      plot?: string | null;
      imdbId?: string | null;
      tmdbId?: number | null;
      tvdbId?: number | null;
      tvmazeId?: number | null;
      tvrageId?: number | null;
      posterPath?: string | null;
      backdropPath?: string | null;
      genres?: string[];
      trailers?: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
    };
    AdminSeriesCreateInput: {
      title: string;
      originalTitle?: string | null;
      slug?: string;
      firstAirDate?: string | null;
      lastAirDate?: string | null;
      status?: string | null;
      plot?: string | null;
      imdbId?: string | null;
      tmdbId?: number | null;
      tvdbId?: number | null;
      tvmazeId?: number | null;
      tvrageId?: number | null;
      posterPath?: string | null;
      backdropPath?: string | null;
      genres?: string[];
      trailers?: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
    };
    AdminSeriesInput: {
      id: number;
      slug: string;
      title: string;
      originalTitle: string | null;
      firstAirDate: string | null;
      lastAirDate: string | null;
      status: string | null;
      plot: string | null;
      rating: number | null;
      imdbId: string | null;
      tmdbId: number | null;
      tvdbId: number | null;
      tvmazeId: number | null;
      tvrageId: number | null;
      posterPath: string | null;
      backdropPath: string | null;
      numberOfSeasons: number;
      numberOfEpisodes: number;
      genres: string[];
      trailers: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
      seasons: {
        id: number;
        seasonNumber: number;
        name: string | null;
        airDate: string | null;
        posterPath: string | null;
        episodeCount: number;
      }[];
      releaseCount: number;
      createdAt: string;
      updatedAt: string;
    };
    AdminSeriesPage: {
      items: {
        id: number;
        slug: string;
        title: string;
        firstAirDate: string | null;
        tmdbId: number | null;
        tvdbId: number | null;
        posterPath: string | null;
        numberOfSeasons: number;
        numberOfEpisodes: number;
        releaseCount: number;
      }[];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminSeriesPageInput: {
      items: {
        id: number;
        slug: string;
        title: string;
        firstAirDate: string | null;
        tmdbId: number | null;
        tvdbId: number | null;
        posterPath: string | null;
        numberOfSeasons: number;
        numberOfEpisodes: number;
        releaseCount: number;
      }[];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminSeriesUpdate: {
      title?: string;
      originalTitle?: string | null;
      slug?: string;
      firstAirDate?: string | null;
      lastAirDate?: string | null;
      status?: string | null;
      plot?: string | null;
      imdbId?: string | null;
      tmdbId?: number | null;
      tvdbId?: number | null;
      tvmazeId?: number | null;
      tvrageId?: number | null;
      posterPath?: string | null;
      backdropPath?: string | null;
      genres?: string[];
      trailers?: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
    };
    AdminSeriesUpdateInput: {
      title?: string;
      originalTitle?: string | null;
      slug?: string;
      firstAirDate?: string | null;
      lastAirDate?: string | null;
      status?: string | null;
      plot?: string | null;
      imdbId?: string | null;
      tmdbId?: number | null;
      tvdbId?: number | null;
      tvmazeId?: number | null;
      tvrageId?: number | null;
      posterPath?: string | null;
      backdropPath?: string | null;
      genres?: string[];
      trailers?: {
        site: string;
        type: string;
        key: string;
        name: string;
      }[];
    };
    AdminSettings: {
      siteName: string;
      registrationOpen: boolean;
      downloadLimits: {
        USER: number | null;
        PREMIUM: number | null;
        VIP: number | null;
        ADMIN: number | null;
      };
      apiLimits: {
        PREMIUM: number | null;
        VIP: number | null;
        ADMIN: number | null;
      };
      requestOpenLimit: number;
      tmdb: {
        apiKey: string | null;
      };
      smtp: {
        host: string | null;
        port: number;
        secure: boolean;
        user: string | null;
        password: string | null;
        from: string;
      };
      ntfy: {
        url: string;
        token: string | null;
      };
      updatedAt: {
        [key: string]: string;
      };
    };
    AdminSettingsInput: {
      siteName: string;
      registrationOpen: boolean;
      downloadLimits: {
        USER: number | null;
        PREMIUM: number | null;
        VIP: number | null;
        ADMIN: number | null;
      };
      apiLimits: {
        PREMIUM: number | null;
        VIP: number | null;
        ADMIN: number | null;
      };
      requestOpenLimit: number;
      tmdb: {
        apiKey: string | null;
      };
      smtp: {
        host: string | null;
        port: number;
        secure: boolean;
        user: string | null;
        password: string | null;
        from: string;
      };
      ntfy: {
        url: string;
        token: string | null;
      };
      updatedAt: {
        [key: string]: string;
      };
    };
    AdminSettingsUpdate: {
      siteName?: string;
      registrationOpen?: boolean;
      downloadLimits?: {
        USER?: number | null;
        PREMIUM?: number | null;
        VIP?: number | null;
        ADMIN?: number | null;
      };
      apiLimits?: {
        PREMIUM?: number | null;
        VIP?: number | null;
        ADMIN?: number | null;
      };
      requestOpenLimit?: number;
      tmdb?: {
        apiKey?: string | null;
      };
      smtp?: {
        host?: string | null;
        port?: number;
        secure?: boolean;
        user?: string | null;
        password?: string | null;
        from?: string;
      };
      ntfy?: {
        url?: string;
        token?: string | null;
      };
    };
    AdminSettingsUpdateInput: {
      siteName?: string;
      registrationOpen?: boolean;
      downloadLimits?: {
        USER?: number | null;
        PREMIUM?: number | null;
        VIP?: number | null;
        ADMIN?: number | null;
      };
      apiLimits?: {
        PREMIUM?: number | null;
        VIP?: number | null;
        ADMIN?: number | null;
      };
      requestOpenLimit?: number;
      tmdb?: {
        apiKey?: string | null;
      };
      smtp?: {
        host?: string | null;
        port?: number;
        secure?: boolean;
        user?: string | null;
        password?: string | null;
        from?: string;
      };
      ntfy?: {
        url?: string;
        token?: string | null;
      };
    };
    AdminSuspendBody: {
      reason?: string;
    };
    AdminSuspendBodyInput: {
      reason?: string;
    };
    AdminUser: {
      id: number;
      username: string;
      email: string;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      /** @enum {string} */
      effectiveRole: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      displayName: string | null;
      membershipExpiresAt: string | null;
      createdAt: string;
      suspended: boolean;
      suspendedAt: string | null;
      suspendedReason: string | null;
      hasApiKey: boolean;
      grabsToday: number;
      downloadLimit: number | null;
      apiCallsToday: number;
      apiLimit: number | null;
    };
    AdminUserDetail: {
      id: number;
      username: string;
      email: string;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      /** @enum {string} */
      effectiveRole: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      displayName: string | null;
      membershipExpiresAt: string | null;
      createdAt: string;
      suspended: boolean;
      suspendedAt: string | null;
      suspendedReason: string | null;
      hasApiKey: boolean;
      grabsToday: number;
      downloadLimit: number | null;
      apiCallsToday: number;
      apiLimit: number | null;
      apiKeyCreatedAt: string | null;
      totalGrabs: number;
      recentGrabs: {
        id: number;
        releaseId: number | null;
        name: string;
        size: number;
        /** @enum {string} */
        channel: 'web' | 'zip' | 'api' | 'rss';
        counted: boolean;
        createdAt: string;
      }[];
    };
    AdminUserDetailInput: {
      id: number;
      username: string;
      email: string;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      /** @enum {string} */
      effectiveRole: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      displayName: string | null;
      membershipExpiresAt: string | null;
      createdAt: string;
      suspended: boolean;
      suspendedAt: string | null;
      suspendedReason: string | null;
      hasApiKey: boolean;
      grabsToday: number;
      downloadLimit: number | null;
      apiCallsToday: number;
      apiLimit: number | null;
      apiKeyCreatedAt: string | null;
      totalGrabs: number;
      recentGrabs: {
        id: number;
        releaseId: number | null;
        name: string;
        size: number;
        /** @enum {string} */
        channel: 'web' | 'zip' | 'api' | 'rss';
        counted: boolean;
        createdAt: string;
      }[];
    };
    AdminUserInput: {
      id: number;
      username: string;
      email: string;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      /** @enum {string} */
      effectiveRole: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      displayName: string | null;
      membershipExpiresAt: string | null;
      createdAt: string;
      suspended: boolean;
      suspendedAt: string | null;
      suspendedReason: string | null;
      hasApiKey: boolean;
      grabsToday: number;
      downloadLimit: number | null;
      apiCallsToday: number;
      apiLimit: number | null;
    };
    AdminUserPage: {
      users: components['schemas']['AdminUser'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminUserPageInput: {
      users: components['schemas']['AdminUserInput'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AdminUserRoleBody: {
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      membershipExpiresAt?: string | null;
    };
    AdminUserRoleBodyInput: {
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      membershipExpiresAt?: string | null;
    };
    ApiError: {
      statusCode: number;
      error: string;
      message: string;
    } & {
      [key: string]: unknown;
    };
    ApiErrorInput: {
      statusCode: number;
      error: string;
      message: string;
    } & {
      [key: string]: unknown;
    };
    ApiKeyStatus: {
      exists: boolean;
      createdAt: string | null;
    };
    ApiKeyStatusInput: {
      exists: boolean;
      createdAt: string | null;
    };
    AuditEntry: {
      id: number;
      actorId: number | null;
      actorName: string;
      action: string;
      entityType: string;
      entityId: string | null;
      before: unknown | null;
      after: unknown | null;
      createdAt: string;
    };
    AuditEntryInput: {
      id: number;
      actorId: number | null;
      actorName: string;
      action: string;
      entityType: string;
      entityId: string | null;
      before: unknown | null;
      after: unknown | null;
      createdAt: string;
    };
    AuditPage: {
      entries: components['schemas']['AuditEntry'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AuditPageInput: {
      entries: components['schemas']['AuditEntryInput'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    AuthError: {
      statusCode: number;
      error: string;
      message: string;
      requiresCaptcha?: boolean;
      captchaInvalid?: boolean;
      blockTime?: number;
      field?: string;
    };
    AuthErrorInput: {
      statusCode: number;
      error: string;
      message: string;
      requiresCaptcha?: boolean;
      captchaInvalid?: boolean;
      blockTime?: number;
      field?: string;
    };
    AvailableGroups: {
      pattern: string;
      total: number;
      groups: {
        name: string;
        high: number;
        low: number;
        articles: number;
        status: string;
        added: boolean;
      }[];
    };
    AvailableGroupsInput: {
      pattern: string;
      total: number;
      groups: {
        name: string;
        high: number;
        low: number;
        articles: number;
        status: string;
        added: boolean;
      }[];
    };
    Captcha: {
      id: string;
      /** @description data:image/svg+xml;base64,… — the question as noisy paths, no text */
      image: string;
      /** @description seconds until the captcha expires */
      expiresIn: number;
    };
    CaptchaInput: {
      id: string;
      /** @description data:image/svg+xml;base64,… — the question as noisy paths, no text */
      image: string;
      /** @description seconds until the captcha expires */
      expiresIn: number;
    };
    Cart: {
      releases: components['schemas']['Release'][];
      count: number;
      maxItems: number;
    };
    CartChange: {
      /** @constant */
      success: true;
      message: string;
      count: number;
    };
    CartChangeInput: {
      /** @constant */
      success: true;
      message: string;
      count: number;
    };
    CartInput: {
      releases: components['schemas']['ReleaseInput'][];
      count: number;
      maxItems: number;
    };
    ChangelogEntry: {
      id: number;
      version: string;
      isPrerelease: boolean;
      /** @description ISO 8601 date-time */
      releaseDate: string;
      title: string;
      description: string;
      changes: {
        /** @enum {string} */
        type: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
        items: string[];
      }[];
    };
    ChangelogEntryInput: {
      id: number;
      version: string;
      isPrerelease: boolean;
      /** @description ISO 8601 date-time */
      releaseDate: string;
      title: string;
      description: string;
      changes: {
        /** @enum {string} */
        type: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
        items: string[];
      }[];
    };
    ChangelogList: components['schemas']['ChangelogEntry'][];
    ChangelogListInput: components['schemas']['ChangelogEntryInput'][];
    ContactMessage: {
      id: number;
      name: string;
      email: string;
      subject: string | null;
      message: string;
      createdAt: string;
      handledAt: string | null;
      handledBy: string | null;
    };
    ContactMessageBody: {
      name: string;
      /** Format: email */
      email: string;
      subject?: string;
      message: string;
    };
    ContactMessageBodyInput: {
      name: string;
      email: string;
      subject?: string;
      message: string;
    };
    ContactMessageInput: {
      id: number;
      name: string;
      email: string;
      subject: string | null;
      message: string;
      createdAt: string;
      handledAt: string | null;
      handledBy: string | null;
    };
    ContactMessageList: {
      messages: components['schemas']['ContactMessage'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
      openCount: number;
    };
    ContactMessageListInput: {
      messages: components['schemas']['ContactMessageInput'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
      openCount: number;
    };
    ContactMessageUpdateBody: {
      handled: boolean;
    };
    ContactMessageUpdateBodyInput: {
      handled: boolean;
    };
    DownloadLimits: {
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      used: number;
      limit: number | null;
      remaining: number | null;
      resetsAt: string | null;
      windowHours: number;
      redownloadDays: number;
    };
    DownloadLimitsInput: {
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      used: number;
      limit: number | null;
      remaining: number | null;
      resetsAt: string | null;
      windowHours: number;
      redownloadDays: number;
    };
    DownloadLink: {
      url: string;
      expiresAt: string;
    };
    DownloadLinkInput: {
      url: string;
      expiresAt: string;
    };
    Episode: {
      id: number;
      seasonId: number;
      seriesId: number;
      seasonNumber: number;
      episodeNumber: number;
      title: string | null;
      plot: string | null;
      overview: string | null;
      airDate: string | null;
      runtime: number | null;
      stillPath: string | null;
      rating: number | null;
      voteCount: number;
      releaseCount: number;
    };
    EpisodeDetail: {
      id: number;
      seasonId: number;
      seriesId: number;
      seasonNumber: number;
      episodeNumber: number;
      title: string | null;
      plot: string | null;
      overview: string | null;
      airDate: string | null;
      runtime: number | null;
      stillPath: string | null;
      rating: number | null;
      voteCount: number;
      releaseCount: number;
      series: {
        id: number;
        slug: string;
        title: string;
      };
    };
    EpisodeDetailInput: {
      id: number;
      seasonId: number;
      seriesId: number;
      seasonNumber: number;
      episodeNumber: number;
      title: string | null;
      plot: string | null;
      overview: string | null;
      airDate: string | null;
      runtime: number | null;
      stillPath: string | null;
      rating: number | null;
      voteCount: number;
      releaseCount: number;
      series: {
        id: number;
        slug: string;
        title: string;
      };
    };
    EpisodeInput: {
      id: number;
      seasonId: number;
      seriesId: number;
      seasonNumber: number;
      episodeNumber: number;
      title: string | null;
      plot: string | null;
      overview: string | null;
      airDate: string | null;
      runtime: number | null;
      stillPath: string | null;
      rating: number | null;
      voteCount: number;
      releaseCount: number;
    };
    ExternalIds: {
      imdbId: string | null;
      tmdbId: number | null;
      tvdbId?: number | null;
      tvmazeId?: number | null;
      tvrageId?: number | null;
    };
    ExternalIdsInput: {
      imdbId: string | null;
      tmdbId: number | null;
      tvdbId?: number | null;
      tvmazeId?: number | null;
      tvrageId?: number | null;
    };
    ForumToken: {
      token: string;
      url: string;
      forumUrl: string;
      expiresAt: string;
    };
    ForumTokenInput: {
      token: string;
      url: string;
      forumUrl: string;
      expiresAt: string;
    };
    GeneratedApiKey: {
      apiKey: string;
      createdAt: string;
    };
    GeneratedApiKeyInput: {
      apiKey: string;
      createdAt: string;
    };
    Genre: {
      id: number;
      name: string;
      englishName: string | null;
      slug: string;
    };
    GenreInput: {
      id: number;
      name: string;
      englishName: string | null;
      slug: string;
    };
    GrabHistoryItem: {
      id: number;
      releaseId: number | null;
      name: string;
      size: number;
      group: string | null;
      createdAt: string;
      /** @enum {string} */
      channel: 'web' | 'zip' | 'api' | 'rss';
      counted: boolean;
      available: boolean;
    };
    GrabHistoryItemInput: {
      id: number;
      releaseId: number | null;
      name: string;
      size: number;
      group: string | null;
      createdAt: string;
      /** @enum {string} */
      channel: 'web' | 'zip' | 'api' | 'rss';
      counted: boolean;
      available: boolean;
    };
    GrabHistoryPage: {
      data: components['schemas']['GrabHistoryItem'][];
      currentPage: number;
      totalPages: number;
      totalItems: number;
      limit: number;
    };
    GrabHistoryPageInput: {
      data: components['schemas']['GrabHistoryItemInput'][];
      currentPage: number;
      totalPages: number;
      totalItems: number;
      limit: number;
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @enum {string} */
      database: 'ok' | 'not-writable' | 'unavailable';
      /** @enum {string} */
      blobStore: 'ok' | 'not-writable';
      /** @enum {string} */
      ingest: 'ok' | 'stuck';
      /** @enum {string} */
      demoSeed: 'off' | 'running' | 'done' | 'failed';
      version: string;
      uptimeSeconds: number;
    };
    HealthInput: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @enum {string} */
      database: 'ok' | 'not-writable' | 'unavailable';
      /** @enum {string} */
      blobStore: 'ok' | 'not-writable';
      /** @enum {string} */
      ingest: 'ok' | 'stuck';
      /** @enum {string} */
      demoSeed: 'off' | 'running' | 'done' | 'failed';
      version: string;
      uptimeSeconds: number;
    };
    HeroItem: {
      /** @enum {string} */
      type: 'movie' | 'series';
      id: number;
      slug: string;
      title: string;
      overview: string | null;
      backdropPath: string | null;
      posterPath: string | null;
      year: number | null;
      rating: number | null;
    };
    HeroItemInput: {
      /** @enum {string} */
      type: 'movie' | 'series';
      id: number;
      slug: string;
      title: string;
      overview: string | null;
      backdropPath: string | null;
      posterPath: string | null;
      year: number | null;
      rating: number | null;
    };
    ImageUploadResult: {
      fileName: string;
      url: string;
      /** @enum {string} */
      type: 'poster' | 'backdrop';
      /** @enum {string} */
      entityType: 'movie' | 'series' | 'season' | 'episode';
      entityId: number | null;
      width: number;
      height: number;
      size: number;
    };
    ImageUploadResultInput: {
      fileName: string;
      url: string;
      /** @enum {string} */
      type: 'poster' | 'backdrop';
      /** @enum {string} */
      entityType: 'movie' | 'series' | 'season' | 'episode';
      entityId: number | null;
      width: number;
      height: number;
      size: number;
    };
    ImportLogEntry: {
      id: number;
      name: string;
      /** @enum {string} */
      status: 'imported' | 'duplicate' | 'rejected';
      reason: string | null;
      releaseId: number | null;
      createdAt: string;
    };
    ImportLogEntryInput: {
      id: number;
      name: string;
      /** @enum {string} */
      status: 'imported' | 'duplicate' | 'rejected';
      reason: string | null;
      releaseId: number | null;
      createdAt: string;
    };
    IndexerErrorEntry: {
      at: string;
      groupName: string | null;
      server: string | null;
      kind: string;
      message: string;
    };
    IndexerErrorEntryInput: {
      at: string;
      groupName: string | null;
      server: string | null;
      kind: string;
      message: string;
    };
    IndexerGroup: {
      id: number;
      name: string;
      active: boolean;
      backfillDays: number;
      startDays: number;
      lastArticle: number | null;
      firstArticle: number | null;
      backlog: number | null;
      headersRead: number;
      headersSkipped: number;
      releasesMade: number;
      missingArticles: number;
      articlesGivenUp: number;
      errors: number;
      lastError: string | null;
      lastErrorAt: string | null;
      lastUpdateAt: string | null;
      claimedBy: string | null;
    };
    IndexerGroupCreate: {
      name: string;
      /** @default true */
      active: boolean;
      /** @default 0 */
      backfillDays: number;
      /** @default 1 */
      startDays: number;
    };
    IndexerGroupCreateInput: {
      name: string;
      /** @default true */
      active: boolean;
      /** @default 0 */
      backfillDays: number;
      /** @default 1 */
      startDays: number;
    };
    IndexerGroupInput: {
      id: number;
      name: string;
      active: boolean;
      backfillDays: number;
      startDays: number;
      lastArticle: number | null;
      firstArticle: number | null;
      backlog: number | null;
      headersRead: number;
      headersSkipped: number;
      releasesMade: number;
      missingArticles: number;
      articlesGivenUp: number;
      errors: number;
      lastError: string | null;
      lastErrorAt: string | null;
      lastUpdateAt: string | null;
      claimedBy: string | null;
    };
    IndexerGroupUpdate: {
      active?: boolean;
      backfillDays?: number;
      startDays?: number;
    };
    IndexerGroupUpdateInput: {
      active?: boolean;
      backfillDays?: number;
      startDays?: number;
    };
    IndexerServer: {
      id: number | null;
      name: string;
      host: string;
      port: number;
      tls: boolean;
      tlsInsecure: boolean;
      username: string | null;
      hasPassword: boolean;
      connections: number;
      priority: number;
      active: boolean;
      /** @enum {string} */
      source: 'admin' | 'environment';
    };
    IndexerServerCreate: {
      name: string;
      host: string;
      /** @default 119 */
      port: number;
      /** @default false */
      tls: boolean;
      /** @default false */
      tlsInsecure: boolean;
      /** @default null */
      username: string | null;
      /** @default null */
      password: string | null;
      /** @default 4 */
      connections: number;
      /** @default 0 */
      priority: number;
      /** @default true */
      active: boolean;
    };
    IndexerServerCreateInput: {
      name: string;
      host: string;
      /** @default 119 */
      port: number;
      /** @default false */
      tls: boolean;
      /** @default false */
      tlsInsecure: boolean;
      /** @default null */
      username: string | null;
      /** @default null */
      password: string | null;
      /** @default 4 */
      connections: number;
      /** @default 0 */
      priority: number;
      /** @default true */
      active: boolean;
    };
    IndexerServerInput: {
      id: number | null;
      name: string;
      host: string;
      port: number;
      tls: boolean;
      tlsInsecure: boolean;
      username: string | null;
      hasPassword: boolean;
      connections: number;
      priority: number;
      active: boolean;
      /** @enum {string} */
      source: 'admin' | 'environment';
    };
    IndexerServerUpdate: {
      name?: string;
      host?: string;
      port?: number;
      tls?: boolean;
      tlsInsecure?: boolean;
      username?: string | null;
      password?: string | null;
      connections?: number;
      priority?: number;
      active?: boolean;
    };
    IndexerServerUpdateInput: {
      name?: string;
      host?: string;
      port?: number;
      tls?: boolean;
      tlsInsecure?: boolean;
      username?: string | null;
      password?: string | null;
      connections?: number;
      priority?: number;
      active?: boolean;
    };
    IndexerStatus: {
      servers: components['schemas']['IndexerServer'][];
      groups: components['schemas']['IndexerGroup'][];
      open: {
        collections: number;
        files: number;
        parts: number;
      };
      errors: components['schemas']['IndexerErrorEntry'][];
      update: components['schemas']['IndexerUpdateState'];
    };
    IndexerStatusInput: {
      servers: components['schemas']['IndexerServerInput'][];
      groups: components['schemas']['IndexerGroupInput'][];
      open: {
        collections: number;
        files: number;
        parts: number;
      };
      errors: components['schemas']['IndexerErrorEntryInput'][];
      update: components['schemas']['IndexerUpdateStateInput'];
    };
    IndexerUpdateState: {
      running: boolean;
      startedAt: string | null;
      lastRun: {
        startedAt: string;
        finishedAt: string;
        headers: number;
        releases: number;
        error: string | null;
      } | null;
    };
    IndexerUpdateStateInput: {
      running: boolean;
      startedAt: string | null;
      lastRun: {
        startedAt: string;
        finishedAt: string;
        headers: number;
        releases: number;
        error: string | null;
      } | null;
    };
    LoginResponse: {
      access_token: string;
      user: components['schemas']['User'];
    };
    LoginResponseInput: {
      access_token: string;
      user: components['schemas']['UserInput'];
    };
    MailNotificationBody: {
      enabled: boolean;
    };
    MailNotificationBodyInput: {
      enabled: boolean;
    };
    MailNotificationSettings: {
      enabled: boolean;
      lastDigestAt: string | null;
    };
    MailNotificationSettingsInput: {
      enabled: boolean;
      lastDigestAt: string | null;
    };
    Membership: {
      id: number;
      /** @enum {string} */
      plan: 'premium' | 'vip';
      startsAt: string;
      endsAt: string;
      /** @enum {string} */
      source: 'admin' | 'trial';
      grantedBy: string | null;
      /** @enum {string} */
      status: 'active' | 'upcoming' | 'ended';
      createdAt: string;
    };
    MembershipGrantResult: {
      membership: components['schemas']['Membership'];
      user: {
        id: number;
        username: string;
        /** @enum {string} */
        role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
        membershipExpiresAt: string | null;
      };
    };
    MembershipGrantResultInput: {
      membership: components['schemas']['MembershipInput'];
      user: {
        id: number;
        username: string;
        /** @enum {string} */
        role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
        membershipExpiresAt: string | null;
      };
    };
    MembershipHistory: {
      data: components['schemas']['Membership'][];
      currentPage: number;
      totalPages: number;
      totalItems: number;
      limit: number;
    };
    MembershipHistoryInput: {
      data: components['schemas']['MembershipInput'][];
      currentPage: number;
      totalPages: number;
      totalItems: number;
      limit: number;
    };
    MembershipInput: {
      id: number;
      /** @enum {string} */
      plan: 'premium' | 'vip';
      startsAt: string;
      endsAt: string;
      /** @enum {string} */
      source: 'admin' | 'trial';
      grantedBy: string | null;
      /** @enum {string} */
      status: 'active' | 'upcoming' | 'ended';
      createdAt: string;
    };
    MessageResponse: {
      message: string;
    };
    MessageResponseInput: {
      message: string;
    };
    MovieCard: {
      id: number;
      slug: string;
      title: string;
      year: number | null;
      rating: number | null;
      ratingCount: number;
      posterPath: string | null;
      backdropPath: string | null;
      releaseDate: string | null;
      release_date: string | null;
      plot: string | null;
      genres: components['schemas']['Genre'][];
      createdAt: string;
    };
    MovieCardInput: {
      id: number;
      slug: string;
      title: string;
      year: number | null;
      rating: number | null;
      ratingCount: number;
      posterPath: string | null;
      backdropPath: string | null;
      releaseDate: string | null;
      release_date: string | null;
      plot: string | null;
      genres: components['schemas']['GenreInput'][];
      createdAt: string;
    };
    MovieDetail: {
      id: number;
      slug: string;
      title: string;
      year: number | null;
      rating: number | null;
      ratingCount: number;
      posterPath: string | null;
      backdropPath: string | null;
      releaseDate: string | null;
      release_date: string | null;
      plot: string | null;
      genres: components['schemas']['Genre'][];
      createdAt: string;
      originalTitle: string | null;
      overview: string | null;
      tagline: string | null;
      runtime: number | null;
      imdbId: string | null;
      tmdbId: number | null;
      collectionId: number | null;
      productionCountries: string[];
      studios: {
        id: number;
        name: string;
      }[];
      cast: {
        id: number;
        name: string;
        character: string | null;
        profile_path: string | null;
      }[];
      trailers: {
        site: string;
        type: string;
        key: string;
        name: string;
        official: boolean;
      }[];
      movieGenres: {
        genre: {
          id: number;
          name: string;
        };
      }[];
      releaseCount: number;
    };
    MovieDetailInput: {
      id: number;
      slug: string;
      title: string;
      year: number | null;
      rating: number | null;
      ratingCount: number;
      posterPath: string | null;
      backdropPath: string | null;
      releaseDate: string | null;
      release_date: string | null;
      plot: string | null;
      genres: components['schemas']['GenreInput'][];
      createdAt: string;
      originalTitle: string | null;
      overview: string | null;
      tagline: string | null;
      runtime: number | null;
      imdbId: string | null;
      tmdbId: number | null;
      collectionId: number | null;
      productionCountries: string[];
      studios: {
        id: number;
        name: string;
      }[];
      cast: {
        id: number;
        name: string;
        character: string | null;
        profile_path: string | null;
      }[];
      trailers: {
        site: string;
        type: string;
        key: string;
        name: string;
        official: boolean;
      }[];
      movieGenres: {
        genre: {
          id: number;
          name: string;
        };
      }[];
      releaseCount: number;
    };
    MovieExternalIds: {
      imdbId?: string | null;
    };
    MovieExternalIdsInput: {
      imdbId?: string | null;
    };
    MovieList: {
      movies: components['schemas']['MovieCard'][];
      pagination: {
        page: number;
        limit: number;
        totalPages: number;
        total: number;
        estimated: boolean;
      };
    };
    MovieListInput: {
      movies: components['schemas']['MovieCardInput'][];
      pagination: {
        page: number;
        limit: number;
        totalPages: number;
        total: number;
        estimated: boolean;
      };
    };
    News: {
      id: number;
      title: string;
      content: string;
      createdAt: string;
      updatedAt: string;
      isActive: boolean;
      reactions: {
        [key: string]: {
          count: number;
          userReacted: boolean;
        };
      };
    };
    NewsInput: {
      id: number;
      title: string;
      content: string;
      createdAt: string;
      updatedAt: string;
      isActive: boolean;
      reactions: {
        [key: string]: {
          count: number;
          userReacted: boolean;
        };
      };
    };
    NfoViewToken: {
      token: string;
      url: string;
      expiresAt: string;
    };
    NfoViewTokenInput: {
      token: string;
      url: string;
      expiresAt: string;
    };
    Notification: {
      id: number;
      /** @enum {string} */
      type: 'release' | 'watchlist' | 'system' | 'subscription';
      title: string;
      message: string;
      read: boolean;
      createdAt: string;
      movieId: number | null;
      seriesId: number | null;
      link: string | null;
    };
    NotificationChange: {
      success: boolean;
      unreadCount: number;
    };
    NotificationChangeInput: {
      success: boolean;
      unreadCount: number;
    };
    NotificationInput: {
      id: number;
      /** @enum {string} */
      type: 'release' | 'watchlist' | 'system' | 'subscription';
      title: string;
      message: string;
      read: boolean;
      createdAt: string;
      movieId: number | null;
      seriesId: number | null;
      link: string | null;
    };
    NotificationList: {
      notifications: components['schemas']['Notification'][];
      unreadCount: number;
    };
    NotificationListInput: {
      notifications: components['schemas']['NotificationInput'][];
      unreadCount: number;
    };
    NtfySettings: {
      enabled: boolean;
      customTopic: string | null;
      topic: string;
      serverUrl: string;
    };
    NtfySettingsBody: {
      enabled: boolean;
      customTopic: unknown;
    };
    NtfySettingsBodyInput: {
      enabled: boolean;
      customTopic?: string | null;
    };
    NtfySettingsInput: {
      enabled: boolean;
      customTopic: string | null;
      topic: string;
      serverUrl: string;
    };
    NtfyTest: {
      success: boolean;
      topic: string;
    };
    NtfyTestInput: {
      success: boolean;
      topic: string;
    };
    NzbUploadResult: {
      results: (
        | {
            /** @constant */
            status: 'imported';
            releaseId: number;
            name: string;
            matched: ('movie' | 'episode' | 'series') | null;
          }
        | {
            /** @constant */
            status: 'duplicate';
            releaseId: number;
            name: string;
          }
        | {
            /** @constant */
            status: 'rejected';
            name: string;
            reason: string;
          }
      )[];
      imported: number;
      duplicates: number;
      rejected: number;
    };
    NzbUploadResultInput: {
      results: (
        | {
            /** @constant */
            status: 'imported';
            releaseId: number;
            name: string;
            matched: ('movie' | 'episode' | 'series') | null;
          }
        | {
            /** @constant */
            status: 'duplicate';
            releaseId: number;
            name: string;
          }
        | {
            /** @constant */
            status: 'rejected';
            name: string;
            reason: string;
          }
      )[];
      imported: number;
      duplicates: number;
      rejected: number;
    };
    OwnTitleRequests: {
      requests: components['schemas']['TitleRequest'][];
      openCount: number;
      openLimit: number;
    };
    OwnTitleRequestsInput: {
      requests: components['schemas']['TitleRequestInput'][];
      openCount: number;
      openLimit: number;
    };
    Ping: {
      /** @constant */
      ok: true;
    };
    PingInput: {
      /** @constant */
      ok: true;
    };
    Plan: {
      /** @enum {string} */
      id: 'basic' | 'premium' | 'vip';
      name: string;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP';
      priceCents: number;
      /** @constant */
      currency: 'EUR';
      durationMonths: number | null;
      features: string[];
      highlighted: boolean;
      limits: {
        downloadsPerDay: number | null;
        apiRequestsPerDay: number | null;
      };
    };
    PlanInput: {
      /** @enum {string} */
      id: 'basic' | 'premium' | 'vip';
      name: string;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP';
      priceCents: number;
      /** @constant */
      currency: 'EUR';
      durationMonths: number | null;
      features: string[];
      highlighted: boolean;
      limits: {
        downloadsPerDay: number | null;
        apiRequestsPerDay: number | null;
      };
    };
    PlanList: {
      plans: components['schemas']['Plan'][];
      trialDays: number;
      /** @enum {string} */
      purchaseMode: 'contact';
    };
    PlanListInput: {
      plans: components['schemas']['PlanInput'][];
      trialDays: number;
      /** @enum {string} */
      purchaseMode: 'contact';
    };
    PublicStats: {
      movieCount: number;
      seriesCount: number;
      releaseCount: number;
      userCount: number;
      totalSize: number;
    };
    PublicStatsInput: {
      movieCount: number;
      seriesCount: number;
      releaseCount: number;
      userCount: number;
      totalSize: number;
    };
    Release: {
      id: number;
      guid: string;
      name: string;
      title: string;
      parsedTitle: string;
      /** @enum {string} */
      parsedType: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
      /** @enum {string} */
      type: 'movie' | 'series' | 'music' | 'unknown';
      parsedResolution: string | null;
      resolution: string | null;
      parsedGroup: string | null;
      group: string | null;
      parsedSeason: number | null;
      parsedEpisode: number | null;
      source: string | null;
      humanVideoCodec: string | null;
      humanVideoFormat: string | null;
      humanAudioFormat: string | null;
      humanAudioLanguages: string[];
      /**
       * @description German only, German plus other, or neither
       * @enum {string}
       */
      language: 'de' | 'de+' | 'other';
      size: number;
      fileCount: number;
      completion: number | null;
      grabs: number;
      nzbPath: string | null;
      nfoPath: string | null;
      postedAt: string | null;
      createdAt: string;
      movieId: number | null;
      movie: {
        id: number;
        slug: string;
        title: string;
        year: number | null;
      } | null;
      seriesId: number | null;
      series: {
        id: number;
        slug: string;
        title: string;
      } | null;
      episodeId: number | null;
      episode: {
        id: number;
        episodeNumber: number;
        title: string | null;
        season: {
          seasonNumber: number;
          seriesId: number;
        };
      } | null;
    };
    ReleaseGroup: {
      id: number;
      name: string;
      releaseCount: number;
    };
    ReleaseGroupInput: {
      id: number;
      name: string;
      releaseCount: number;
    };
    ReleaseInput: {
      id: number;
      guid: string;
      name: string;
      title: string;
      parsedTitle: string;
      /** @enum {string} */
      parsedType: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
      /** @enum {string} */
      type: 'movie' | 'series' | 'music' | 'unknown';
      parsedResolution: string | null;
      resolution: string | null;
      parsedGroup: string | null;
      group: string | null;
      parsedSeason: number | null;
      parsedEpisode: number | null;
      source: string | null;
      humanVideoCodec: string | null;
      humanVideoFormat: string | null;
      humanAudioFormat: string | null;
      humanAudioLanguages: string[];
      /**
       * @description German only, German plus other, or neither
       * @enum {string}
       */
      language: 'de' | 'de+' | 'other';
      size: number;
      fileCount: number;
      completion: number | null;
      grabs: number;
      nzbPath: string | null;
      nfoPath: string | null;
      postedAt: string | null;
      createdAt: string;
      movieId: number | null;
      movie: {
        id: number;
        slug: string;
        title: string;
        year: number | null;
      } | null;
      seriesId: number | null;
      series: {
        id: number;
        slug: string;
        title: string;
      } | null;
      episodeId: number | null;
      episode: {
        id: number;
        episodeNumber: number;
        title: string | null;
        season: {
          seasonNumber: number;
          seriesId: number;
        };
      } | null;
    };
    ReleasePage: {
      data: components['schemas']['Release'][];
      currentPage: number;
      totalPages: number;
      totalItems: number;
      total: number;
      limit: number;
      estimated: boolean;
    };
    ReleasePageInput: {
      data: components['schemas']['ReleaseInput'][];
      currentPage: number;
      totalPages: number;
      totalItems: number;
      total: number;
      limit: number;
      estimated: boolean;
    };
    Season: {
      id: number;
      seasonNumber: number;
      name: string | null;
      episodeCount: number;
      airDate: string | null;
      plot: string | null;
      posterPath: string | null;
    };
    SeasonInput: {
      id: number;
      seasonNumber: number;
      name: string | null;
      episodeCount: number;
      airDate: string | null;
      plot: string | null;
      posterPath: string | null;
    };
    SeriesCard: {
      id: number;
      slug: string;
      title: string;
      name: string;
      rating: number | null;
      voteCount: number;
      posterPath: string | null;
      backdropPath: string | null;
      firstAirDate: string | null;
      numberOfSeasons: number;
      status: string | null;
      plot: string | null;
      genres: components['schemas']['Genre'][];
      createdAt: string;
    };
    SeriesCardInput: {
      id: number;
      slug: string;
      title: string;
      name: string;
      rating: number | null;
      voteCount: number;
      posterPath: string | null;
      backdropPath: string | null;
      firstAirDate: string | null;
      numberOfSeasons: number;
      status: string | null;
      plot: string | null;
      genres: components['schemas']['GenreInput'][];
      createdAt: string;
    };
    SeriesDetail: {
      id: number;
      slug: string;
      title: string;
      name: string;
      rating: number | null;
      voteCount: number;
      posterPath: string | null;
      backdropPath: string | null;
      firstAirDate: string | null;
      numberOfSeasons: number;
      status: string | null;
      plot: string | null;
      genres: components['schemas']['Genre'][];
      createdAt: string;
      originalTitle: string | null;
      overview: string | null;
      lastAirDate: string | null;
      numberOfEpisodes: number;
      imdbId: string | null;
      tmdbId: number | null;
      productionCountries: string[];
      studios: {
        id: number;
        name: string;
      }[];
      cast: {
        id: number;
        name: string;
        character: string | null;
        profile_path: string | null;
      }[];
      trailers: {
        site: string;
        type: string;
        key: string;
        name: string;
        official: boolean;
      }[];
      seasons: components['schemas']['Season'][];
      seriesGenres: {
        genre: {
          id: number;
          name: string;
        };
      }[];
      unassignedReleaseCount: number;
    };
    SeriesDetailInput: {
      id: number;
      slug: string;
      title: string;
      name: string;
      rating: number | null;
      voteCount: number;
      posterPath: string | null;
      backdropPath: string | null;
      firstAirDate: string | null;
      numberOfSeasons: number;
      status: string | null;
      plot: string | null;
      genres: components['schemas']['GenreInput'][];
      createdAt: string;
      originalTitle: string | null;
      overview: string | null;
      lastAirDate: string | null;
      numberOfEpisodes: number;
      imdbId: string | null;
      tmdbId: number | null;
      productionCountries: string[];
      studios: {
        id: number;
        name: string;
      }[];
      cast: {
        id: number;
        name: string;
        character: string | null;
        profile_path: string | null;
      }[];
      trailers: {
        site: string;
        type: string;
        key: string;
        name: string;
        official: boolean;
      }[];
      seasons: components['schemas']['SeasonInput'][];
      seriesGenres: {
        genre: {
          id: number;
          name: string;
        };
      }[];
      unassignedReleaseCount: number;
    };
    SeriesExternalIds: {
      imdbId?: string | null;
      tvdbId?: number | null;
      tvmazeId?: number | null;
      tvrageId?: number | null;
    };
    SeriesExternalIdsInput: {
      imdbId?: string | null;
      tvdbId?: number | null;
      tvmazeId?: number | null;
      tvrageId?: number | null;
    };
    SeriesList: {
      series: components['schemas']['SeriesCard'][];
      pagination: {
        page: number;
        limit: number;
        totalPages: number;
        total: number;
        estimated: boolean;
      };
    };
    SeriesListInput: {
      series: components['schemas']['SeriesCardInput'][];
      pagination: {
        page: number;
        limit: number;
        totalPages: number;
        total: number;
        estimated: boolean;
      };
    };
    SiteInfo: {
      supportEmail: string | null;
      supportPhone: string | null;
      supportHours: string[];
      team: {
        name: string;
        role: string;
      }[];
      impressum: string | null;
      privacyPolicy: string | null;
      forumUrl: string | null;
    };
    SiteInfoInput: {
      supportEmail: string | null;
      supportPhone: string | null;
      supportHours: string[];
      team: {
        name: string;
        role: string;
      }[];
      impressum: string | null;
      privacyPolicy: string | null;
      forumUrl: string | null;
    };
    Subscription: {
      plan: ('basic' | 'premium' | 'vip') | null;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      endsAt: string | null;
      current: components['schemas']['Membership'] | null;
      trial: {
        available: boolean;
        days: number;
      };
    };
    SubscriptionInput: {
      plan: ('basic' | 'premium' | 'vip') | null;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      endsAt: string | null;
      current: components['schemas']['MembershipInput'] | null;
      trial: {
        available: boolean;
        days: number;
      };
    };
    Success: {
      /** @constant */
      success: true;
    };
    SuccessInput: {
      /** @constant */
      success: true;
    };
    TitleRequest: {
      id: number;
      /** @enum {string} */
      kind: 'movie' | 'series';
      movieId: number | null;
      seriesId: number | null;
      link: string | null;
      title: string;
      year: number | null;
      note: string | null;
      /** @enum {string} */
      status: 'open' | 'fulfilled' | 'rejected';
      reason: string | null;
      releaseId: number | null;
      createdAt: string;
      resolvedAt: string | null;
      username?: string;
    };
    TitleRequestBody: {
      /** @enum {string} */
      kind: 'movie' | 'series';
      movieId?: number;
      seriesId?: number;
      title?: string;
      year?: number;
      note?: string;
    };
    TitleRequestBodyInput: {
      /** @enum {string} */
      kind: 'movie' | 'series';
      movieId?: number;
      seriesId?: number;
      title?: string;
      year?: number;
      note?: string;
    };
    TitleRequestInput: {
      id: number;
      /** @enum {string} */
      kind: 'movie' | 'series';
      movieId: number | null;
      seriesId: number | null;
      link: string | null;
      title: string;
      year: number | null;
      note: string | null;
      /** @enum {string} */
      status: 'open' | 'fulfilled' | 'rejected';
      reason: string | null;
      releaseId: number | null;
      createdAt: string;
      resolvedAt: string | null;
      username?: string;
    };
    TitleRequestPage: {
      requests: components['schemas']['TitleRequest'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    TitleRequestPageInput: {
      requests: components['schemas']['TitleRequestInput'][];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    TitleRequestResolveBody: {
      /** @enum {string} */
      status: 'open' | 'fulfilled' | 'rejected';
      reason?: string;
      releaseId?: number;
    };
    TitleRequestResolveBodyInput: {
      /** @enum {string} */
      status: 'open' | 'fulfilled' | 'rejected';
      reason?: string;
      releaseId?: number;
    };
    UnreadCount: {
      unreadCount: number;
    };
    UnreadCountInput: {
      unreadCount: number;
    };
    User: {
      id: number;
      username: string;
      email: string;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      displayName: string | null;
      membershipExpiresAt: string | null;
    };
    UserInput: {
      id: number;
      username: string;
      email: string;
      /** @enum {string} */
      role: 'USER' | 'PREMIUM' | 'VIP' | 'ADMIN';
      displayName: string | null;
      membershipExpiresAt: string | null;
    };
    Watchlist: {
      items: components['schemas']['WatchlistItem'][];
      limit: number;
    };
    WatchlistChange: {
      success: boolean;
      item?: components['schemas']['WatchlistItem'];
    };
    WatchlistChangeInput: {
      success: boolean;
      item?: components['schemas']['WatchlistItemInput'];
    };
    WatchlistCheck: {
      inWatchlist: boolean;
      id: number | null;
      notify: boolean | null;
    };
    WatchlistCheckInput: {
      inWatchlist: boolean;
      id: number | null;
      notify: boolean | null;
    };
    WatchlistInput: {
      items: components['schemas']['WatchlistItemInput'][];
      limit: number;
    };
    WatchlistItem: {
      id: number;
      /** @enum {string} */
      kind: 'movie' | 'series';
      titleId: number;
      slug: string;
      title: string;
      year: number | null;
      posterPath: string | null;
      notify: boolean;
      createdAt: string;
      releaseCount: number;
      latestRelease: {
        id: number;
        name: string;
        createdAt: string;
      } | null;
    };
    WatchlistItemInput: {
      id: number;
      /** @enum {string} */
      kind: 'movie' | 'series';
      titleId: number;
      slug: string;
      title: string;
      year: number | null;
      posterPath: string | null;
      notify: boolean;
      createdAt: string;
      releaseCount: number;
      latestRelease: {
        id: number;
        name: string;
        createdAt: string;
      } | null;
    };
    WatchlistNotify: {
      success: boolean;
      notify: boolean;
    };
    WatchlistNotifyBody: {
      enabled?: boolean;
    };
    WatchlistNotifyBodyInput: {
      enabled?: boolean;
    };
    WatchlistNotifyInput: {
      success: boolean;
      notify: boolean;
    };
    WatchlistStats: {
      total: number;
      movies: number;
      series: number;
      notifying: number;
    };
    WatchlistStatsInput: {
      total: number;
      movies: number;
      series: number;
      notifying: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type AdminChangelog = components['schemas']['AdminChangelog'];
export type AdminChangelogBody = components['schemas']['AdminChangelogBody'];
export type AdminChangelogBodyInput = components['schemas']['AdminChangelogBodyInput'];
export type AdminChangelogInput = components['schemas']['AdminChangelogInput'];
export type AdminChangelogList = components['schemas']['AdminChangelogList'];
export type AdminChangelogListInput = components['schemas']['AdminChangelogListInput'];
export type AdminEpisode = components['schemas']['AdminEpisode'];
export type AdminEpisodeCreate = components['schemas']['AdminEpisodeCreate'];
export type AdminEpisodeCreateInput = components['schemas']['AdminEpisodeCreateInput'];
export type AdminEpisodeInput = components['schemas']['AdminEpisodeInput'];
export type AdminEpisodeList = components['schemas']['AdminEpisodeList'];
export type AdminEpisodeListInput = components['schemas']['AdminEpisodeListInput'];
export type AdminEpisodeUpdate = components['schemas']['AdminEpisodeUpdate'];
export type AdminEpisodeUpdateInput = components['schemas']['AdminEpisodeUpdateInput'];
export type AdminMovie = components['schemas']['AdminMovie'];
export type AdminMovieCreate = components['schemas']['AdminMovieCreate'];
export type AdminMovieCreateInput = components['schemas']['AdminMovieCreateInput'];
export type AdminMovieInput = components['schemas']['AdminMovieInput'];
export type AdminMoviePage = components['schemas']['AdminMoviePage'];
export type AdminMoviePageInput = components['schemas']['AdminMoviePageInput'];
export type AdminMovieUpdate = components['schemas']['AdminMovieUpdate'];
export type AdminMovieUpdateInput = components['schemas']['AdminMovieUpdateInput'];
export type AdminNews = components['schemas']['AdminNews'];
export type AdminNewsCreate = components['schemas']['AdminNewsCreate'];
export type AdminNewsCreateInput = components['schemas']['AdminNewsCreateInput'];
export type AdminNewsInput = components['schemas']['AdminNewsInput'];
export type AdminNewsPage = components['schemas']['AdminNewsPage'];
export type AdminNewsPageInput = components['schemas']['AdminNewsPageInput'];
export type AdminNewsUpdate = components['schemas']['AdminNewsUpdate'];
export type AdminNewsUpdateInput = components['schemas']['AdminNewsUpdateInput'];
export type AdminOverview = components['schemas']['AdminOverview'];
export type AdminOverviewInput = components['schemas']['AdminOverviewInput'];
export type AdminRefreshResult = components['schemas']['AdminRefreshResult'];
export type AdminRefreshResultInput = components['schemas']['AdminRefreshResultInput'];
export type AdminRelease = components['schemas']['AdminRelease'];
export type AdminReleaseInput = components['schemas']['AdminReleaseInput'];
export type AdminReleasePage = components['schemas']['AdminReleasePage'];
export type AdminReleasePageInput = components['schemas']['AdminReleasePageInput'];
export type AdminReleaseUpdate = components['schemas']['AdminReleaseUpdate'];
export type AdminReleaseUpdateInput = components['schemas']['AdminReleaseUpdateInput'];
export type AdminRematchBody = components['schemas']['AdminRematchBody'];
export type AdminRematchBodyInput = components['schemas']['AdminRematchBodyInput'];
export type AdminRematchResult = components['schemas']['AdminRematchResult'];
export type AdminRematchResultInput = components['schemas']['AdminRematchResultInput'];
export type AdminSeries = components['schemas']['AdminSeries'];
export type AdminSeriesCreate = components['schemas']['AdminSeriesCreate'];
export type AdminSeriesCreateInput = components['schemas']['AdminSeriesCreateInput'];
export type AdminSeriesInput = components['schemas']['AdminSeriesInput'];
export type AdminSeriesPage = components['schemas']['AdminSeriesPage'];
export type AdminSeriesPageInput = components['schemas']['AdminSeriesPageInput'];
export type AdminSeriesUpdate = components['schemas']['AdminSeriesUpdate'];
export type AdminSeriesUpdateInput = components['schemas']['AdminSeriesUpdateInput'];
export type AdminSettings = components['schemas']['AdminSettings'];
export type AdminSettingsInput = components['schemas']['AdminSettingsInput'];
export type AdminSettingsUpdate = components['schemas']['AdminSettingsUpdate'];
export type AdminSettingsUpdateInput = components['schemas']['AdminSettingsUpdateInput'];
export type AdminSuspendBody = components['schemas']['AdminSuspendBody'];
export type AdminSuspendBodyInput = components['schemas']['AdminSuspendBodyInput'];
export type AdminUser = components['schemas']['AdminUser'];
export type AdminUserDetail = components['schemas']['AdminUserDetail'];
export type AdminUserDetailInput = components['schemas']['AdminUserDetailInput'];
export type AdminUserInput = components['schemas']['AdminUserInput'];
export type AdminUserPage = components['schemas']['AdminUserPage'];
export type AdminUserPageInput = components['schemas']['AdminUserPageInput'];
export type AdminUserRoleBody = components['schemas']['AdminUserRoleBody'];
export type AdminUserRoleBodyInput = components['schemas']['AdminUserRoleBodyInput'];
export type ApiError = components['schemas']['ApiError'];
export type ApiErrorInput = components['schemas']['ApiErrorInput'];
export type ApiKeyStatus = components['schemas']['ApiKeyStatus'];
export type ApiKeyStatusInput = components['schemas']['ApiKeyStatusInput'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditEntryInput = components['schemas']['AuditEntryInput'];
export type AuditPage = components['schemas']['AuditPage'];
export type AuditPageInput = components['schemas']['AuditPageInput'];
export type AuthError = components['schemas']['AuthError'];
export type AuthErrorInput = components['schemas']['AuthErrorInput'];
export type AvailableGroups = components['schemas']['AvailableGroups'];
export type AvailableGroupsInput = components['schemas']['AvailableGroupsInput'];
export type Captcha = components['schemas']['Captcha'];
export type CaptchaInput = components['schemas']['CaptchaInput'];
export type Cart = components['schemas']['Cart'];
export type CartChange = components['schemas']['CartChange'];
export type CartChangeInput = components['schemas']['CartChangeInput'];
export type CartInput = components['schemas']['CartInput'];
export type ChangelogEntry = components['schemas']['ChangelogEntry'];
export type ChangelogEntryInput = components['schemas']['ChangelogEntryInput'];
export type ChangelogList = components['schemas']['ChangelogList'];
export type ChangelogListInput = components['schemas']['ChangelogListInput'];
export type ContactMessage = components['schemas']['ContactMessage'];
export type ContactMessageBody = components['schemas']['ContactMessageBody'];
export type ContactMessageBodyInput = components['schemas']['ContactMessageBodyInput'];
export type ContactMessageInput = components['schemas']['ContactMessageInput'];
export type ContactMessageList = components['schemas']['ContactMessageList'];
export type ContactMessageListInput = components['schemas']['ContactMessageListInput'];
export type ContactMessageUpdateBody = components['schemas']['ContactMessageUpdateBody'];
export type ContactMessageUpdateBodyInput = components['schemas']['ContactMessageUpdateBodyInput'];
export type DownloadLimits = components['schemas']['DownloadLimits'];
export type DownloadLimitsInput = components['schemas']['DownloadLimitsInput'];
export type DownloadLink = components['schemas']['DownloadLink'];
export type DownloadLinkInput = components['schemas']['DownloadLinkInput'];
export type Episode = components['schemas']['Episode'];
export type EpisodeDetail = components['schemas']['EpisodeDetail'];
export type EpisodeDetailInput = components['schemas']['EpisodeDetailInput'];
export type EpisodeInput = components['schemas']['EpisodeInput'];
export type ExternalIds = components['schemas']['ExternalIds'];
export type ExternalIdsInput = components['schemas']['ExternalIdsInput'];
export type ForumToken = components['schemas']['ForumToken'];
export type ForumTokenInput = components['schemas']['ForumTokenInput'];
export type GeneratedApiKey = components['schemas']['GeneratedApiKey'];
export type GeneratedApiKeyInput = components['schemas']['GeneratedApiKeyInput'];
export type Genre = components['schemas']['Genre'];
export type GenreInput = components['schemas']['GenreInput'];
export type GrabHistoryItem = components['schemas']['GrabHistoryItem'];
export type GrabHistoryItemInput = components['schemas']['GrabHistoryItemInput'];
export type GrabHistoryPage = components['schemas']['GrabHistoryPage'];
export type GrabHistoryPageInput = components['schemas']['GrabHistoryPageInput'];
export type Health = components['schemas']['Health'];
export type HealthInput = components['schemas']['HealthInput'];
export type HeroItem = components['schemas']['HeroItem'];
export type HeroItemInput = components['schemas']['HeroItemInput'];
export type ImageUploadResult = components['schemas']['ImageUploadResult'];
export type ImageUploadResultInput = components['schemas']['ImageUploadResultInput'];
export type ImportLogEntry = components['schemas']['ImportLogEntry'];
export type ImportLogEntryInput = components['schemas']['ImportLogEntryInput'];
export type IndexerErrorEntry = components['schemas']['IndexerErrorEntry'];
export type IndexerErrorEntryInput = components['schemas']['IndexerErrorEntryInput'];
export type IndexerGroup = components['schemas']['IndexerGroup'];
export type IndexerGroupCreate = components['schemas']['IndexerGroupCreate'];
export type IndexerGroupCreateInput = components['schemas']['IndexerGroupCreateInput'];
export type IndexerGroupInput = components['schemas']['IndexerGroupInput'];
export type IndexerGroupUpdate = components['schemas']['IndexerGroupUpdate'];
export type IndexerGroupUpdateInput = components['schemas']['IndexerGroupUpdateInput'];
export type IndexerServer = components['schemas']['IndexerServer'];
export type IndexerServerCreate = components['schemas']['IndexerServerCreate'];
export type IndexerServerCreateInput = components['schemas']['IndexerServerCreateInput'];
export type IndexerServerInput = components['schemas']['IndexerServerInput'];
export type IndexerServerUpdate = components['schemas']['IndexerServerUpdate'];
export type IndexerServerUpdateInput = components['schemas']['IndexerServerUpdateInput'];
export type IndexerStatus = components['schemas']['IndexerStatus'];
export type IndexerStatusInput = components['schemas']['IndexerStatusInput'];
export type IndexerUpdateState = components['schemas']['IndexerUpdateState'];
export type IndexerUpdateStateInput = components['schemas']['IndexerUpdateStateInput'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type LoginResponseInput = components['schemas']['LoginResponseInput'];
export type MailNotificationBody = components['schemas']['MailNotificationBody'];
export type MailNotificationBodyInput = components['schemas']['MailNotificationBodyInput'];
export type MailNotificationSettings = components['schemas']['MailNotificationSettings'];
export type MailNotificationSettingsInput = components['schemas']['MailNotificationSettingsInput'];
export type Membership = components['schemas']['Membership'];
export type MembershipGrantResult = components['schemas']['MembershipGrantResult'];
export type MembershipGrantResultInput = components['schemas']['MembershipGrantResultInput'];
export type MembershipHistory = components['schemas']['MembershipHistory'];
export type MembershipHistoryInput = components['schemas']['MembershipHistoryInput'];
export type MembershipInput = components['schemas']['MembershipInput'];
export type MessageResponse = components['schemas']['MessageResponse'];
export type MessageResponseInput = components['schemas']['MessageResponseInput'];
export type MovieCard = components['schemas']['MovieCard'];
export type MovieCardInput = components['schemas']['MovieCardInput'];
export type MovieDetail = components['schemas']['MovieDetail'];
export type MovieDetailInput = components['schemas']['MovieDetailInput'];
export type MovieExternalIds = components['schemas']['MovieExternalIds'];
export type MovieExternalIdsInput = components['schemas']['MovieExternalIdsInput'];
export type MovieList = components['schemas']['MovieList'];
export type MovieListInput = components['schemas']['MovieListInput'];
export type News = components['schemas']['News'];
export type NewsInput = components['schemas']['NewsInput'];
export type NfoViewToken = components['schemas']['NfoViewToken'];
export type NfoViewTokenInput = components['schemas']['NfoViewTokenInput'];
export type Notification = components['schemas']['Notification'];
export type NotificationChange = components['schemas']['NotificationChange'];
export type NotificationChangeInput = components['schemas']['NotificationChangeInput'];
export type NotificationInput = components['schemas']['NotificationInput'];
export type NotificationList = components['schemas']['NotificationList'];
export type NotificationListInput = components['schemas']['NotificationListInput'];
export type NtfySettings = components['schemas']['NtfySettings'];
export type NtfySettingsBody = components['schemas']['NtfySettingsBody'];
export type NtfySettingsBodyInput = components['schemas']['NtfySettingsBodyInput'];
export type NtfySettingsInput = components['schemas']['NtfySettingsInput'];
export type NtfyTest = components['schemas']['NtfyTest'];
export type NtfyTestInput = components['schemas']['NtfyTestInput'];
export type NzbUploadResult = components['schemas']['NzbUploadResult'];
export type NzbUploadResultInput = components['schemas']['NzbUploadResultInput'];
export type OwnTitleRequests = components['schemas']['OwnTitleRequests'];
export type OwnTitleRequestsInput = components['schemas']['OwnTitleRequestsInput'];
export type Ping = components['schemas']['Ping'];
export type PingInput = components['schemas']['PingInput'];
export type Plan = components['schemas']['Plan'];
export type PlanInput = components['schemas']['PlanInput'];
export type PlanList = components['schemas']['PlanList'];
export type PlanListInput = components['schemas']['PlanListInput'];
export type PublicStats = components['schemas']['PublicStats'];
export type PublicStatsInput = components['schemas']['PublicStatsInput'];
export type Release = components['schemas']['Release'];
export type ReleaseGroup = components['schemas']['ReleaseGroup'];
export type ReleaseGroupInput = components['schemas']['ReleaseGroupInput'];
export type ReleaseInput = components['schemas']['ReleaseInput'];
export type ReleasePage = components['schemas']['ReleasePage'];
export type ReleasePageInput = components['schemas']['ReleasePageInput'];
export type Season = components['schemas']['Season'];
export type SeasonInput = components['schemas']['SeasonInput'];
export type SeriesCard = components['schemas']['SeriesCard'];
export type SeriesCardInput = components['schemas']['SeriesCardInput'];
export type SeriesDetail = components['schemas']['SeriesDetail'];
export type SeriesDetailInput = components['schemas']['SeriesDetailInput'];
export type SeriesExternalIds = components['schemas']['SeriesExternalIds'];
export type SeriesExternalIdsInput = components['schemas']['SeriesExternalIdsInput'];
export type SeriesList = components['schemas']['SeriesList'];
export type SeriesListInput = components['schemas']['SeriesListInput'];
export type SiteInfo = components['schemas']['SiteInfo'];
export type SiteInfoInput = components['schemas']['SiteInfoInput'];
export type Subscription = components['schemas']['Subscription'];
export type SubscriptionInput = components['schemas']['SubscriptionInput'];
export type Success = components['schemas']['Success'];
export type SuccessInput = components['schemas']['SuccessInput'];
export type TitleRequest = components['schemas']['TitleRequest'];
export type TitleRequestBody = components['schemas']['TitleRequestBody'];
export type TitleRequestBodyInput = components['schemas']['TitleRequestBodyInput'];
export type TitleRequestInput = components['schemas']['TitleRequestInput'];
export type TitleRequestPage = components['schemas']['TitleRequestPage'];
export type TitleRequestPageInput = components['schemas']['TitleRequestPageInput'];
export type TitleRequestResolveBody = components['schemas']['TitleRequestResolveBody'];
export type TitleRequestResolveBodyInput = components['schemas']['TitleRequestResolveBodyInput'];
export type UnreadCount = components['schemas']['UnreadCount'];
export type UnreadCountInput = components['schemas']['UnreadCountInput'];
export type User = components['schemas']['User'];
export type UserInput = components['schemas']['UserInput'];
export type Watchlist = components['schemas']['Watchlist'];
export type WatchlistChange = components['schemas']['WatchlistChange'];
export type WatchlistChangeInput = components['schemas']['WatchlistChangeInput'];
export type WatchlistCheck = components['schemas']['WatchlistCheck'];
export type WatchlistCheckInput = components['schemas']['WatchlistCheckInput'];
export type WatchlistInput = components['schemas']['WatchlistInput'];
export type WatchlistItem = components['schemas']['WatchlistItem'];
export type WatchlistItemInput = components['schemas']['WatchlistItemInput'];
export type WatchlistNotify = components['schemas']['WatchlistNotify'];
export type WatchlistNotifyBody = components['schemas']['WatchlistNotifyBody'];
export type WatchlistNotifyBodyInput = components['schemas']['WatchlistNotifyBodyInput'];
export type WatchlistNotifyInput = components['schemas']['WatchlistNotifyInput'];
export type WatchlistStats = components['schemas']['WatchlistStats'];
export type WatchlistStatsInput = components['schemas']['WatchlistStatsInput'];
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
