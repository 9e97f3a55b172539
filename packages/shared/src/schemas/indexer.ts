import { z } from 'zod';
import { nntpConfigMessages } from '../messages-nntp';

// The admin area's Indexer tab (issue 43): news servers, newsgroups, the
// search over LIST ACTIVE and the live status of the usenet header indexer.

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
/** A host name or IPv4 address (labels of letters, digits, `-`, `_`), or an IPv6 address without brackets. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|[0-9A-Fa-f.]*:[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*)$`);
/** A newsgroup name as servers list them: alt.binaries.german.x */
const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9.+_-]*$/;
/** A wildmat (RFC 3977 §4): group name characters with `*`, `?`, `[…]`, `!` and `,`. */
const WILDMAT = /^[A-Za-z0-9.+_*?!,[\]-]+$/;

const days = (what: string) =>
  z
    .number({ message: `${what}: bitte eine ganze Zahl angeben` })
    .int(`${what}: bitte eine ganze Zahl angeben`)
    .min(0, `${what} dürfen nicht negativ sein`)
    .max(3650, `${what}: höchstens 3650 (zehn Jahre)`);

const serverFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Bitte einen Namen für den Server angeben')
    .max(100, 'Der Name darf höchstens 100 Zeichen lang sein')
    .regex(NO_CONTROL, 'Der Name darf keine Steuerzeichen enthalten'),
  host: z
    .string()
    .trim()
    .min(1, 'Bitte den Hostnamen des News-Servers angeben')
    .max(253, 'Der Hostname darf höchstens 253 Zeichen lang sein')
    .regex(
      HOST,
      'Bitte nur den Hostnamen oder die IP-Adresse angeben, ohne nntp://, Port, Pfad oder Leerzeichen (z. B. news.example.org)',
    ),
  port: z
    .number({ message: nntpConfigMessages.port })
    .int(nntpConfigMessages.port)
    .min(1, nntpConfigMessages.port)
    .max(65535, nntpConfigMessages.port),
  tls: z.boolean(),
  /** Accept a certificate no authority vouches for (a self-signed server). */
  tlsInsecure: z.boolean(),
  username: z
    .string()
    .trim()
    .max(200, 'Der Benutzername darf höchstens 200 Zeichen lang sein')
    .regex(NO_CONTROL, 'Der Benutzername darf keine Steuerzeichen enthalten')
    .nullable(),
  password: z
    .string()
    .min(1, 'Das Passwort darf nicht leer sein')
    .max(500, 'Das Passwort darf höchstens 500 Zeichen lang sein')
    .regex(NO_CONTROL, 'Das Passwort darf keine Steuerzeichen oder Zeilenumbrüche enthalten')
    .nullable(),
  connections: z
    .number({ message: 'Verbindungen: bitte eine ganze Zahl angeben' })
    .int('Verbindungen: bitte eine ganze Zahl angeben')
    .min(1, 'Mindestens 1 Verbindung')
    .max(64, 'Höchstens 64 Verbindungen'),
  priority: z
    .number({ message: 'Priorität: bitte eine ganze Zahl angeben' })
    .int('Priorität: bitte eine ganze Zahl angeben')
    .min(0, 'Die Priorität liegt zwischen 0 und 100')
    .max(100, 'Die Priorität liegt zwischen 0 und 100'),
  active: z.boolean(),
};

/** POST /admin/indexer/servers. The password is stored and never sent back. */
export const indexerServerCreateSchema = z
  .object({
    ...serverFields,
    port: serverFields.port.default(119),
    tls: serverFields.tls.default(false),
    tlsInsecure: serverFields.tlsInsecure.default(false),
    username: serverFields.username.default(null),
    password: serverFields.password.default(null),
    connections: serverFields.connections.default(4),
    priority: serverFields.priority.default(0),
    active: serverFields.active.default(true),
  })
  .strict()
  .meta({ id: 'IndexerServerCreate' });
export type IndexerServerCreate = z.infer<typeof indexerServerCreateSchema>;

/** PATCH /admin/indexer/servers/{id}: the fields to change. A password left out stays; null removes it. */
export const indexerServerUpdateSchema = z
  .object(serverFields)
  .partial()
  .strict()
  .meta({ id: 'IndexerServerUpdate' });
export type IndexerServerUpdate = z.infer<typeof indexerServerUpdateSchema>;

/** A news server as the admin area sees it: whether a password is stored, never the password. */
export const indexerServerSchema = z
  .object({
    /** Null for the server of NNTP_URL (changed in the environment, not here). */
    id: z.number().int().nullable(),
    name: z.string(),
    host: z.string(),
    port: z.number().int(),
    tls: z.boolean(),
    tlsInsecure: z.boolean(),
    username: z.string().nullable(),
    hasPassword: z.boolean(),
    connections: z.number().int(),
    priority: z.number().int(),
    active: z.boolean(),
    source: z.enum(['admin', 'environment']),
  })
  .meta({ id: 'IndexerServer' });
export type IndexerServer = z.infer<typeof indexerServerSchema>;

const groupSettings = {
  active: z.boolean(),
  /** Backfill reads back to this many days before now (0: none). */
  backfillDays: days('Tage für Backfill'),
  /** A new group's first update starts this many days back. */
  startDays: days('Starttage'),
};

export const indexerGroupNameSchema = z
  .string()
  .trim()
  .min(1, 'Bitte einen Gruppennamen angeben')
  .max(200, 'Der Gruppenname darf höchstens 200 Zeichen lang sein')
  .regex(
    GROUP_NAME,
    'Der Gruppenname darf nur Buchstaben, Ziffern und . + _ - enthalten (z. B. alt.binaries.german.x)',
  );

/** POST /admin/indexer/groups. */
export const indexerGroupCreateSchema = z
  .object({
    name: indexerGroupNameSchema,
    active: groupSettings.active.default(true),
    backfillDays: groupSettings.backfillDays.default(0),
    startDays: groupSettings.startDays.default(1),
  })
  .strict()
  .meta({ id: 'IndexerGroupCreate' });
export type IndexerGroupCreate = z.infer<typeof indexerGroupCreateSchema>;

/** PATCH /admin/indexer/groups/{id}: a group keeps its name (its article numbers belong to it). */
export const indexerGroupUpdateSchema = z
  .object(groupSettings)
  .partial()
  .strict()
  .meta({ id: 'IndexerGroupUpdate' });
export type IndexerGroupUpdate = z.infer<typeof indexerGroupUpdateSchema>;

/** A newsgroup with its watermarks and counters. */
export const indexerGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    backfillDays: z.number().int(),
    startDays: z.number().int(),
    /** The highest article read (the watermark), null before the first update. */
    lastArticle: z.number().int().nullable(),
    firstArticle: z.number().int().nullable(),
    /** Articles on the server not read yet. */
    backlog: z.number().int().nullable(),
    headersRead: z.number().int(),
    headersSkipped: z.number().int(),
    releasesMade: z.number().int(),
    /** Articles part repair still asks for. */
    missingArticles: z.number().int(),
    articlesGivenUp: z.number().int(),
    errors: z.number().int(),
    lastError: z.string().nullable(),
    lastErrorAt: z.string().nullable(),
    lastUpdateAt: z.string().nullable(),
    /** The process reading it now, or null. */
    claimedBy: z.string().nullable(),
  })
  .meta({ id: 'IndexerGroup' });
export type IndexerGroup = z.infer<typeof indexerGroupSchema>;

export const indexerErrorSchema = z
  .object({
    at: z.string(),
    groupName: z.string().nullable(),
    server: z.string().nullable(),
    kind: z.string(),
    message: z.string(),
  })
  .meta({ id: 'IndexerErrorEntry' });
export type IndexerErrorEntry = z.infer<typeof indexerErrorSchema>;

/** An update started in the admin area: whether one runs in this process, and how the last one ended. */
export const indexerUpdateStateSchema = z
  .object({
    running: z.boolean(),
    startedAt: z.string().nullable(),
    lastRun: z
      .object({
        startedAt: z.string(),
        finishedAt: z.string(),
        headers: z.number().int(),
        releases: z.number().int(),
        /** Why it stopped (German), or null. */
        error: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'IndexerUpdateState' });
export type IndexerUpdateState = z.infer<typeof indexerUpdateStateSchema>;

/** GET /admin/indexer: everything the Indexer tab shows. */
export const indexerStatusSchema = z
  .object({
    servers: z.array(indexerServerSchema),
    groups: z.array(indexerGroupSchema),
    /** What is being assembled: collections (posted releases), their files and articles. */
    open: z.object({ collections: z.number().int(), files: z.number().int(), parts: z.number().int() }),
    /** The newest errors first. */
    errors: z.array(indexerErrorSchema),
    update: indexerUpdateStateSchema,
  })
  .meta({ id: 'IndexerStatus' });
export type IndexerStatus = z.infer<typeof indexerStatusSchema>;

/** GET /admin/indexer/available-groups */
export const availableGroupsQuerySchema = z.object({
  pattern: z
    .string({ message: 'Bitte ein Suchmuster angeben (z. B. alt.binaries.*german*)' })
    .trim()
    .min(1, 'Bitte ein Suchmuster angeben (z. B. alt.binaries.*german*)')
    .max(200, 'Das Suchmuster darf höchstens 200 Zeichen lang sein')
    .regex(
      WILDMAT,
      'Das Suchmuster darf nur Buchstaben, Ziffern, . + _ - und die Platzhalter * ? [ ] ! , enthalten',
    ),
});
export type AvailableGroupsQuery = z.infer<typeof availableGroupsQuerySchema>;

/** At most this many groups of a LIST ACTIVE are answered. */
export const AVAILABLE_GROUPS_LIMIT = 500;

export const availableGroupsSchema = z
  .object({
    pattern: z.string(),
    /** Groups matching the pattern on the server; the answer lists the first 500 by name. */
    total: z.number().int(),
    groups: z.array(
      z.object({
        name: z.string(),
        high: z.number().int(),
        low: z.number().int(),
        /** high − low + 1: an estimate, as expired and cancelled articles leave holes. */
        articles: z.number().int(),
        /** y (posting allowed), n, m (moderated) … as the server lists it. */
        status: z.string(),
        /** Already set up in the indexer. */
        added: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AvailableGroups' });
export type AvailableGroups = z.infer<typeof availableGroupsSchema>;
