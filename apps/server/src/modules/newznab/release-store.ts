import { LIST_SEPARATOR, type EntryRefs, type NewznabRow } from './newznab-row';

/** What the store keeps of a release: a row without its film, series and genres (catalogue-entries.ts adds them). */
export type StoredRelease = Omit<NewznabRow, 'movie' | 'series' | 'genres' | 'originalLanguage'>;

const NONE = -1;
const FLAG_NFO = 1;
const FLAG_DUAL = 2;
const FLAG_MULTI = 4;

const nullable = (n: number) => (n === NONE ? null : n);
/** Ids per page of the id-to-slot map (256 KB a page). */
const ID_PAGE = 1 << 16;

/** Repeating values (groups, posters, codecs, languages, dates of daily shows) held once, by number; 0 is null. */
class Values<T> {
  private readonly numbers = new Map<string, number>();
  private readonly values: (T | null)[] = [null];

  constructor(private readonly make: (key: string) => T) {}

  numberOf(key: string | null): number {
    if (key === null) return 0;
    let n = this.numbers.get(key);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(this.make(key));
      this.numbers.set(key, n);
    }
    return n;
  }

  valueOf(n: number): T | null {
    return this.values[n] ?? null;
  }
}

const EMPTY: string[] = Object.freeze([]) as unknown as string[];
/** The lists are shared between the releases holding them: nothing writes into a row's lists. */
const listValues = () => new Values((key) => Object.freeze(key.split(LIST_SEPARATOR)) as unknown as string[]);
const listKey = (list: readonly string[]) => (list.length === 0 ? null : list.join(LIST_SEPARATOR));
const textValues = () => new Values((key) => key);

/** Columns that grow together, one slot per release. */
class Columns {
  size = new Float64Array(0);
  created = new Float64Array(0);
  /** NaN: posting time unknown */
  posted = new Float64Array(0);
  /** where the name starts in the text buffer; the guid follows it */
  textAt = new Float64Array(0);
  nameBytes = new Int32Array(0);
  guidBytes = new Uint16Array(0);
  fileCount = new Int32Array(0);
  category = new Uint16Array(0);
  season = new Int32Array(0);
  episode = new Int32Array(0);
  movieId = new Int32Array(0);
  seriesId = new Int32Array(0);
  grabs = new Int32Array(0);
  flags = new Uint8Array(0);
  groups = new Int32Array(0);
  poster = new Int32Array(0);
  password = new Int32Array(0);
  airDate = new Int32Array(0);
  resolution = new Int32Array(0);
  source = new Int32Array(0);
  videoCodec = new Int32Array(0);
  audioFormats = new Int32Array(0);
  audioLanguages = new Int32Array(0);
  subtitles = new Int32Array(0);

  get length(): number {
    return this.size.length;
  }

  grow(to: number): void {
    for (const [key, column] of Object.entries(this)) {
      const old = column as Float64Array;
      const wider = new (old.constructor as Float64ArrayConstructor)(to);
      wider.set(old);
      (this as Record<string, unknown>)[key] = wider;
    }
  }
}

/**
 * Every release as a Newznab item shows it, held in this server's memory so
 * that a word search's page is written without asking the database for its
 * rows (release-word-search.service.ts keeps it in step with the database,
 * together with the word index). A million releases are a few dozen flat
 * arrays and one buffer of names and guids, not a million objects (~200 MB,
 * and nothing for the garbage collector to walk); repeating texts are held once.
 */
export class ReleaseStore {
  /**
   * Slot of each release by id, in pages of {@link ID_PAGE} ids made when a
   * release in them is held and dropped when the last one goes: an indexer
   * that deletes old releases keeps growing ids, not this.
   */
  private readonly idPages: (Int32Array | undefined)[] = [];
  private readonly heldInPage: number[] = [];
  private held = 0;
  private readonly freeSlots: number[] = [];
  private used = 0;
  private readonly columns = new Columns();
  /** Names and guids as UTF-8, appended; a changed or removed release leaves its old bytes behind. */
  private text = Buffer.alloc(1 << 16);
  private textUsed = 0;
  private textLeft = 0;
  private readonly groups = listValues();
  private readonly formats = listValues();
  private readonly languages = listValues();
  private readonly subtitles = listValues();
  private readonly texts = textValues();

  get count(): number {
    return this.held;
  }

  /** Bytes held in arrays (the repeating values come on top). */
  get bytes(): number {
    const columns = Object.values(this.columns) as { byteLength: number }[];
    const arrays = columns.reduce((sum, column) => sum + column.byteLength, 0);
    const pages = this.idPages.reduce((sum, page) => sum + (page?.byteLength ?? 0), 0);
    return this.text.length + pages + arrays;
  }

  /** Room for about `releases` releases, made at once (a load knows how many to expect). */
  reserve(releases: number): void {
    if (releases > this.columns.length) this.columns.grow(releases);
  }

  has(id: number): boolean {
    return this.slotOf(id) !== NONE;
  }

  /** Adds a release, or replaces what is held of it. */
  put(r: StoredRelease): void {
    const c = this.columns;
    let slot = this.slotOf(r.id);
    if (slot === NONE) {
      slot = this.freeSlots.pop() ?? this.used++;
      if (slot >= c.length) c.grow(Math.max(1024, Math.ceil(c.length * 1.5)));
      this.setSlot(r.id, slot);
      this.held++;
    } else {
      this.textLeft += c.nameBytes[slot]! + c.guidBytes[slot]!;
    }
    c.size[slot] = r.size;
    c.created[slot] = r.createdAt.getTime();
    c.posted[slot] = r.postedAt ? r.postedAt.getTime() : NaN;
    c.fileCount[slot] = r.fileCount;
    c.category[slot] = r.category;
    c.season[slot] = r.season ?? NONE;
    c.episode[slot] = r.episode ?? NONE;
    c.movieId[slot] = r.movieId ?? NONE;
    c.seriesId[slot] = r.seriesId ?? NONE;
    c.grabs[slot] = r.grabs;
    c.flags[slot] =
      (r.hasNfo ? FLAG_NFO : 0) | (r.dualLanguage ? FLAG_DUAL : 0) | (r.multiLanguage ? FLAG_MULTI : 0);
    c.textAt[slot] = this.textUsed;
    c.nameBytes[slot] = this.append(r.name);
    c.guidBytes[slot] = this.append(r.guid);
    c.groups[slot] = this.groups.numberOf(listKey(r.usenetGroups));
    c.poster[slot] = this.texts.numberOf(r.poster);
    c.password[slot] = this.texts.numberOf(r.password);
    c.airDate[slot] = this.texts.numberOf(r.airDate);
    c.resolution[slot] = this.texts.numberOf(r.resolution);
    c.source[slot] = this.texts.numberOf(r.source);
    c.videoCodec[slot] = this.texts.numberOf(r.videoCodec);
    c.audioFormats[slot] = this.formats.numberOf(listKey(r.audioFormats));
    c.audioLanguages[slot] = this.languages.numberOf(listKey(r.audioLanguages));
    c.subtitles[slot] = this.subtitles.numberOf(listKey(r.subtitles));
    this.compactIfWasteful();
  }

  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot === NONE) return;
    this.textLeft += this.columns.nameBytes[slot]! + this.columns.guidBytes[slot]!;
    this.setSlot(id, NONE);
    this.freeSlots.push(slot);
    this.held--;
  }

  setGrabs(id: number, grabs: number): void {
    const slot = this.slotOf(id);
    if (slot !== NONE) this.columns.grabs[slot] = grabs;
  }

  /** The release as a row without its film, series and genres (null, for catalogue-entries.ts to fill); null when not held. */
  row(id: number): NewznabRow | null {
    const slot = this.slotOf(id);
    if (slot === NONE) return null;
    const c = this.columns;
    const posted = c.posted[slot]!;
    const flags = c.flags[slot]!;
    const nameAt = c.textAt[slot]!;
    const guidAt = nameAt + c.nameBytes[slot]!;
    return {
      id,
      guid: this.text.toString('utf8', guidAt, guidAt + c.guidBytes[slot]!),
      name: this.text.toString('utf8', nameAt, guidAt),
      size: c.size[slot]!,
      fileCount: c.fileCount[slot]!,
      category: c.category[slot]!,
      postedAt: Number.isNaN(posted) ? null : new Date(posted),
      createdAt: new Date(c.created[slot]!),
      usenetGroups: this.groups.valueOf(c.groups[slot]!) ?? EMPTY,
      poster: this.texts.valueOf(c.poster[slot]!),
      password: this.texts.valueOf(c.password[slot]!),
      hasNfo: (flags & FLAG_NFO) !== 0,
      grabs: c.grabs[slot]!,
      season: nullable(c.season[slot]!),
      episode: nullable(c.episode[slot]!),
      airDate: this.texts.valueOf(c.airDate[slot]!),
      resolution: this.texts.valueOf(c.resolution[slot]!),
      source: this.texts.valueOf(c.source[slot]!),
      videoCodec: this.texts.valueOf(c.videoCodec[slot]!),
      audioFormats: this.formats.valueOf(c.audioFormats[slot]!) ?? EMPTY,
      audioLanguages: this.languages.valueOf(c.audioLanguages[slot]!) ?? EMPTY,
      subtitles: this.subtitles.valueOf(c.subtitles[slot]!) ?? EMPTY,
      dualLanguage: (flags & FLAG_DUAL) !== 0,
      multiLanguage: (flags & FLAG_MULTI) !== 0,
      movieId: nullable(c.movieId[slot]!),
      seriesId: nullable(c.seriesId[slot]!),
      movie: null,
      series: null,
      genres: null,
      originalLanguage: null,
    };
  }

  /** The film and series of a held release, without making its row; null when not held. */
  entryRefs(id: number): EntryRefs | null {
    const slot = this.slotOf(id);
    if (slot === NONE) return null;
    return {
      movieId: nullable(this.columns.movieId[slot]!),
      seriesId: nullable(this.columns.seriesId[slot]!),
    };
  }

  private slotOf(id: number): number {
    const page = id >= 0 ? this.idPages[Math.floor(id / ID_PAGE)] : undefined;
    return page ? page[id % ID_PAGE]! : NONE;
  }

  /** Sets (or, with NONE, clears) a held release's slot. */
  private setSlot(id: number, slot: number): void {
    const n = Math.floor(id / ID_PAGE);
    let page = this.idPages[n];
    if (!page) {
      if (slot === NONE) return;
      page = this.idPages[n] = new Int32Array(ID_PAGE).fill(NONE);
      this.heldInPage[n] = 0;
    }
    const was = page[id % ID_PAGE]!;
    page[id % ID_PAGE] = slot;
    this.heldInPage[n]! += (slot === NONE ? 0 : 1) - (was === NONE ? 0 : 1);
    if (this.heldInPage[n] === 0) this.idPages[n] = undefined;
  }

  /** Appends a text to the buffer; its length in bytes. */
  private append(value: string): number {
    const need = Buffer.byteLength(value);
    if (this.textUsed + need > this.text.length) {
      const larger = Buffer.alloc(Math.max(Math.ceil(this.text.length * 1.5), this.textUsed + need));
      this.text.copy(larger, 0, 0, this.textUsed);
      this.text = larger;
    }
    this.textUsed += this.text.write(value, this.textUsed);
    return need;
  }

  /** Writes the names and guids anew once most of the buffer is left behind by changed and removed releases. */
  private compactIfWasteful(): void {
    if (this.textLeft < 1 << 24 || this.textLeft * 2 < this.textUsed) return;
    const old = this.text;
    const c = this.columns;
    this.text = Buffer.alloc(Math.max(1 << 16, Math.ceil((this.textUsed - this.textLeft) * 1.25)));
    this.textUsed = 0;
    this.textLeft = 0;
    for (const page of this.idPages) {
      if (!page) continue;
      for (const slot of page) {
        if (slot === NONE) continue;
        const from = c.textAt[slot]!;
        const bytes = c.nameBytes[slot]! + c.guidBytes[slot]!;
        c.textAt[slot] = this.textUsed;
        this.textUsed += old.copy(this.text, this.textUsed, from, from + bytes);
      }
    }
  }
}
