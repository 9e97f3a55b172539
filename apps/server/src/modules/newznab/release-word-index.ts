/**
 * An in-memory word index of the releases: which releases hold a word, newest
 * first, so that a Newznab word search finds its page without asking the
 * database to test thousands of search vectors (bench/README.md: PostgreSQL
 * spent about one core at ~400 word searches per second doing that).
 *
 * It holds, per release, what a word search filters on (the search vector's
 * lexemes, creation and posting time, size, Newznab category) and answers
 * release ids only; the rows come from the server's copy of the releases
 * (release-store.ts), kept in step with the index by release-word-search.service.ts.
 *
 * Layout: a *base* of releases sorted by (created, id), with compressed
 * posting lists (CSR: one Int32Array of document numbers, ascending = oldest
 * first) and a forward list of token ids per document; plus a *tail* of
 * releases added since, in plain arrays with their own posting lists. The tail
 * is folded into a new base when it grows past half the base.
 */

import { BaseBuilder, buildBase, lowerBound, type Base, type IndexedRelease } from './word-index-base';
import { everyDocument, newestFirst, type PostingWalk } from './posting-walk';

/** A word search: every exact word, and a word starting with `prefix`, in the same release. */
export interface WordQuery {
  exact: string[];
  prefix?: string;
  categories?: readonly number[];
  postedAfterMs?: number;
  minSize?: number;
  maxSize?: number;
}

export interface WordHits {
  /** ids of the first `need` matches, newest first */
  ids: number[];
  total: number;
  /** false when the count was extrapolated from part of a very large result */
  totalIsExact: boolean;
}

/**
 * Candidates checked per query before a total is extrapolated rather than
 * counted. Clients read the total only to page (the database's own search
 * counts exactly up to 2,000); checking 50,000 cost ~0.5 ms of a ~1 ms answer
 * at a million releases, 10,000 cost 0.03–0.06 ms (bench/README.md).
 */
export const COUNT_BUDGET = 10_000;
/** A prefix spanning more tokens than this is checked release by release rather than merged. */
export const MAX_MERGED_PREFIX_TOKENS = 5_000;
const MIN_TAIL_BEFORE_FOLD = 50_000;

/** A release added after the base was built. */
interface TailDoc {
  id: number;
  created: number;
  posted: number;
  size: number;
  category: number;
  tokens: number[];
  dead: boolean;
}

/** Newznab category codes are below this (2000 … 8010); a query's categories become a lookup table. */
const CATEGORY_CODES = 10_000;

/** Where a query's candidates come from, and which of its words they hold already. */
interface Driver {
  /** base documents, newest first */
  base: PostingWalk;
  tail: Iterable<number>;
  /** the exact word whose postings these are, or -1 */
  exactIndex: number;
  /** whether every candidate holds the prefix */
  coversPrefix: boolean;
}

/** What a query's words resolve to: token ids, and the range of tokens a prefix covers. */
interface Resolved {
  exact: number[];
  prefix: { lo: number; hi: number; extra: Set<number> } | null;
}

export class ReleaseWordIndex {
  private base: Base;
  private tail: TailDoc[] = [];
  private deadInBase = 0;
  private tailById = new Map<number, number>();
  private tailPostings = new Map<number, number[]>();
  /** Lexemes first seen in the tail, with ids after the base's tokens. */
  private extraTokens: string[] = [];
  private extraTokenIds = new Map<string, number>();

  /** From releases, or from a builder that collected them (loading a million releases). */
  constructor(releases: readonly IndexedRelease[] | BaseBuilder = []) {
    this.base = releases instanceof BaseBuilder ? releases.build() : buildBase(releases);
  }

  /** Releases held, dead entries excluded. */
  get size(): number {
    let alive = 0;
    for (let d = 0; d < this.base.n; d++) if (!this.base.dead[d]) alive++;
    for (const doc of this.tail) if (!doc.dead) alive++;
    return alive;
  }

  /** Adds releases, replacing any held under the same id (a renamed or recategorised release). */
  add(releases: readonly IndexedRelease[]): void {
    for (const r of releases) {
      this.forget(r.id);
      const tokens = r.lexemes.map((lexeme) => this.tokenOf(lexeme));
      const docNo = this.base.n + this.tail.length;
      this.tailById.set(r.id, this.tail.length);
      this.tail.push({
        id: r.id,
        created: r.createdMs,
        posted: r.postedMs,
        size: r.size,
        category: r.category,
        tokens,
        dead: false,
      });
      for (const t of tokens) {
        const list = this.tailPostings.get(t);
        if (list) list.push(docNo);
        else this.tailPostings.set(t, [docNo]);
      }
    }
    if (this.tail.length > Math.max(MIN_TAIL_BEFORE_FOLD, this.base.n / 2)) this.fold();
  }

  /** Drops a release (deleted, or about to be replaced). */
  forget(id: number): void {
    const t = this.tailById.get(id);
    if (t !== undefined) {
      this.tail[t]!.dead = true;
      this.tailById.delete(id);
      return;
    }
    const { byId, ids, dead } = this.base;
    let lo = 0;
    let hi = byId.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[byId[mid]!]! < id) lo = mid + 1;
      else hi = mid;
    }
    if (lo < byId.length && ids[byId[lo]!] === id && !dead[byId[lo]!]) {
      dead[byId[lo]!] = 1;
      this.deadInBase++;
    }
  }

  /** The ids of the first `need` matches, newest first, and how many match in all. */
  query(q: WordQuery, need: number): WordHits {
    const resolved = this.resolve(q);
    if (!resolved) return { ids: [], total: 0, totalIsExact: true };
    const driver = this.driver(resolved);
    const accepts = this.checks(q, resolved, driver);

    const tailHits: number[] = [];
    for (const docNo of driver.tail) if (accepts.tail(this.tail[docNo - this.base.n]!)) tailHits.push(docNo);
    tailHits.sort((a, b) => this.newerFirst(a, b));

    // The base is walked newest first; past the budget, once the page is full, the rest is extrapolated.
    const { next, length, taken } = driver.base;
    // A huge result with nothing left to test but liveness, and nothing dead: every candidate
    // matches, so the page is the first ones and the total their number (exact for one word;
    // for a prefix's union, estimated from the entries read per distinct release).
    const countless = accepts.trivial && this.deadInBase === 0 && length > COUNT_BUDGET;
    const baseHits: number[] = [];
    let matched = 0;
    let checked = 0;
    let complete = true;
    for (;;) {
      // Stopped before reading further, so taken() counts only the entries of checked releases.
      if ((countless || checked >= COUNT_BUDGET) && baseHits.length >= need) {
        complete = countless && driver.exactIndex >= 0;
        break;
      }
      const docNo = next();
      if (docNo < 0) break;
      checked++;
      if (!accepts.base(docNo)) continue;
      matched++;
      if (baseHits.length < need) baseHits.push(docNo);
    }
    const total =
      complete && !countless
        ? matched + tailHits.length
        : // matches per posting entry read: a release in two of a prefix's lists is not counted twice
          Math.round((matched / Math.max(taken(), 1)) * length) + tailHits.length;

    const ids: number[] = [];
    let b = 0;
    let t = 0;
    while (ids.length < need && (b < baseHits.length || t < tailHits.length)) {
      const takeTail =
        b >= baseHits.length || (t < tailHits.length && this.newerFirst(tailHits[t]!, baseHits[b]!) < 0);
      ids.push(this.idOf(takeTail ? tailHits[t++]! : baseHits[b++]!));
    }
    return { ids, total: Math.max(total, ids.length), totalIsExact: complete };
  }

  private tokenOf(lexeme: string): number {
    const { tokens } = this.base;
    const at = lowerBound(tokens, lexeme);
    if (tokens[at] === lexeme) return at;
    let id = this.extraTokenIds.get(lexeme);
    if (id === undefined) {
      id = tokens.length + this.extraTokens.length;
      this.extraTokens.push(lexeme);
      this.extraTokenIds.set(lexeme, id);
    }
    return id;
  }

  private resolve(q: WordQuery): Resolved | null {
    const { tokens } = this.base;
    const exact: number[] = [];
    for (const word of q.exact) {
      const at = lowerBound(tokens, word);
      const id = tokens[at] === word ? at : this.extraTokenIds.get(word);
      if (id === undefined) return null;
      exact.push(id);
    }
    if (q.prefix === undefined) return { exact, prefix: null };
    const lo = lowerBound(tokens, q.prefix);
    const hi = lowerBound(tokens, `${q.prefix}\uffff`);
    const extra = new Set<number>();
    for (const [lexeme, id] of this.extraTokenIds) if (lexeme.startsWith(q.prefix)) extra.add(id);
    if (lo === hi && extra.size === 0) return null;
    return { exact, prefix: { lo, hi, extra } };
  }

  /**
   * The tests a candidate must pass: live, the filters, and the words its
   * driver does not already guarantee. Separate for base and tail documents,
   * so each loop sees one kind of array.
   */
  private checks(q: WordQuery, r: Resolved, driver: Driver) {
    const { dead, category, posted, size, fwdStart, fwdTokens } = this.base;
    const words = r.exact.filter((_, i) => i !== driver.exactIndex);
    const prefix = driver.coversPrefix ? null : r.prefix;
    let categories: Uint8Array | null = null;
    if (q.categories) {
      categories = new Uint8Array(CATEGORY_CODES);
      for (const c of q.categories) if (c >= 0 && c < CATEGORY_CODES) categories[c] = 1;
    }
    const after = q.postedAfterMs ?? -Infinity;
    const min = q.minSize ?? -Infinity;
    const max = q.maxSize ?? Infinity;
    const filtered = categories !== null || after > -Infinity || min > -Infinity || max < Infinity;
    const holdsWords = (tokens: ArrayLike<number>, from: number, to: number): boolean => {
      for (const word of words) {
        let found = false;
        for (let i = from; i < to && !found; i++) found = tokens[i] === word;
        if (!found) return false;
      }
      if (prefix === null) return true;
      for (let i = from; i < to; i++) {
        const t = tokens[i]!;
        if ((t >= prefix.lo && t < prefix.hi) || prefix.extra.has(t)) return true;
      }
      return false;
    };
    const wordsLeft = words.length > 0 || prefix !== null;
    const base = (d: number): boolean => {
      if (dead[d]) return false;
      if (filtered) {
        const c = category[d]!;
        if (categories !== null && (c < 0 || c >= CATEGORY_CODES || categories[c] === 0)) return false;
        if (!(posted[d]! > after) || size[d]! < min || size[d]! > max) return false;
      }
      return !wordsLeft || holdsWords(fwdTokens, fwdStart[d]!, fwdStart[d + 1]!);
    };
    const tail = (doc: TailDoc): boolean => {
      if (doc.dead) return false;
      if (
        categories !== null &&
        !(doc.category >= 0 && doc.category < CATEGORY_CODES && categories[doc.category])
      )
        return false;
      if (!(doc.posted > after) || doc.size < min || doc.size > max) return false;
      return !wordsLeft || holdsWords(doc.tokens, 0, doc.tokens.length);
    };
    return { base, tail, trivial: !filtered && !wordsLeft };
  }

  /**
   * The fewest candidates that surely hold every match: the rarest exact
   * word's postings, the prefix's merged postings, or every release (a
   * prefix of very many releases, walked within the count budget).
   */
  private driver(r: Resolved): Driver {
    const { base } = this;
    let best = -1;
    let bestSize = Infinity;
    r.exact.forEach((t, i) => {
      const size = this.baseCount(t) + (this.tailPostings.get(t)?.length ?? 0);
      if (size < bestSize) [best, bestSize] = [i, size];
    });
    if (best >= 0 && (r.prefix === null || bestSize <= this.prefixCount(r.prefix))) {
      const t = r.exact[best]!;
      return {
        base: newestFirst(t < base.tokens.length ? [this.postings(t)] : []),
        tail: this.tailPostings.get(t) ?? [],
        exactIndex: best,
        coversPrefix: false,
      };
    }
    const prefix = r.prefix!;
    if (prefix.hi - prefix.lo <= MAX_MERGED_PREFIX_TOKENS) {
      const lists: Int32Array[] = [];
      for (let t = prefix.lo; t < prefix.hi; t++) lists.push(this.postings(t));
      const tail = new Set<number>();
      for (let t = prefix.lo; t < prefix.hi; t++) for (const d of this.tailPostings.get(t) ?? []) tail.add(d);
      for (const t of prefix.extra) for (const d of this.tailPostings.get(t) ?? []) tail.add(d);
      return { base: newestFirst(lists), tail, exactIndex: -1, coversPrefix: true };
    }
    return {
      base: everyDocument(base.n),
      tail: this.tail.map((_, i) => base.n + i),
      exactIndex: -1,
      coversPrefix: false,
    };
  }

  private postings(t: number): Int32Array {
    const { postStart, postDocs } = this.base;
    return postDocs.subarray(postStart[t]!, postStart[t + 1]!);
  }

  private baseCount(t: number): number {
    const { base } = this;
    return t < base.tokens.length ? base.postStart[t + 1]! - base.postStart[t]! : 0;
  }

  private prefixCount(prefix: NonNullable<Resolved['prefix']>): number {
    if (prefix.hi - prefix.lo > MAX_MERGED_PREFIX_TOKENS) return Infinity;
    let count = this.base.postStart[prefix.hi]! - this.base.postStart[prefix.lo]!;
    for (let t = prefix.lo; t < prefix.hi; t++) count += this.tailPostings.get(t)?.length ?? 0;
    for (const t of prefix.extra) count += this.tailPostings.get(t)?.length ?? 0;
    return count;
  }

  /** Negative when document a sorts before b, newest first. */
  private newerFirst(a: number, b: number): number {
    return this.createdOf(b) - this.createdOf(a) || this.idOf(b) - this.idOf(a);
  }

  private createdOf(docNo: number): number {
    return docNo < this.base.n ? this.base.created[docNo]! : this.tail[docNo - this.base.n]!.created;
  }

  private idOf(docNo: number): number {
    return docNo < this.base.n ? this.base.ids[docNo]! : this.tail[docNo - this.base.n]!.id;
  }

  /** Builds a new base from every live release (the tail folded in). */
  private fold(): void {
    const builder = new BaseBuilder();
    const { base } = this;
    const lexemeOf = (t: number) =>
      t < base.tokens.length ? base.tokens[t]! : this.extraTokens[t - base.tokens.length]!;
    const slice = (tokens: ArrayLike<number>, from: number, to: number) => {
      const lexemes: string[] = [];
      for (let i = from; i < to; i++) lexemes.push(lexemeOf(tokens[i]!));
      return lexemes;
    };
    for (let d = 0; d < base.n; d++) {
      if (base.dead[d]) continue;
      const lexemes = slice(base.fwdTokens, base.fwdStart[d]!, base.fwdStart[d + 1]!);
      builder.push(
        base.ids[d]!,
        base.created[d]!,
        base.posted[d]!,
        base.size[d]!,
        base.category[d]!,
        lexemes,
      );
    }
    for (const doc of this.tail)
      if (!doc.dead)
        builder.push(
          doc.id,
          doc.created,
          doc.posted,
          doc.size,
          doc.category,
          slice(doc.tokens, 0, doc.tokens.length),
        );
    this.base = builder.build();
    this.deadInBase = 0;
    this.tail = [];
    this.tailById.clear();
    this.tailPostings.clear();
    this.extraTokens = [];
    this.extraTokenIds.clear();
  }
}
