/**
 * The sorted part of the word index (release-word-index.ts): releases in
 * (created, id) order with CSR posting lists, built from flat columns.
 */

/** One release as the word index holds it. */
export interface IndexedRelease {
  id: number;
  createdMs: number;
  /** posting time, or creation time when unknown (what `maxage` compares) */
  postedMs: number;
  size: number;
  category: number;
  /** the lexemes of the release's search vector */
  lexemes: string[];
}

/** Releases sorted by (created, id); a document number is a position in that order. */
export interface Base {
  n: number;
  ids: Int32Array;
  created: Float64Array;
  posted: Float64Array;
  size: Float64Array;
  category: Int32Array;
  dead: Uint8Array;
  /** document numbers sorted by release id, to find a release's document */
  byId: Int32Array;
  /** sorted lexemes; a token id is its position */
  tokens: string[];
  postStart: Int32Array;
  postDocs: Int32Array;
  fwdStart: Int32Array;
  fwdTokens: Int32Array;
}

export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Collects releases for a new base in flat columns (a million releases as a
 * few arrays, not a million objects, so loading leaves the garbage collector
 * little to do), then sorts them into a {@link Base}.
 */
export class BaseBuilder {
  private ids: number[] = [];
  private created: number[] = [];
  private posted: number[] = [];
  private size: number[] = [];
  private category: number[] = [];
  private fwdStart: number[] = [0];
  private fwd = new Int32Array(1 << 16);
  private fwdLength = 0;
  private lexemeIds = new Map<string, number>();
  private lexemes: string[] = [];

  get count(): number {
    return this.ids.length;
  }

  add(r: IndexedRelease): void {
    this.push(r.id, r.createdMs, r.postedMs, r.size, r.category, r.lexemes);
  }

  push(
    id: number,
    created: number,
    posted: number,
    size: number,
    category: number,
    lexemes: Iterable<string>,
  ) {
    this.ids.push(id);
    this.created.push(created);
    this.posted.push(posted);
    this.size.push(size);
    this.category.push(category);
    for (const lexeme of lexemes) {
      let t = this.lexemeIds.get(lexeme);
      if (t === undefined) {
        t = this.lexemes.length;
        this.lexemes.push(lexeme);
        this.lexemeIds.set(lexeme, t);
      }
      if (this.fwdLength === this.fwd.length) {
        const grown = new Int32Array(this.fwd.length * 2);
        grown.set(this.fwd);
        this.fwd = grown;
      }
      this.fwd[this.fwdLength++] = t;
    }
    this.fwdStart.push(this.fwdLength);
  }

  build(): Base {
    const n = this.ids.length;
    const { ids, created } = this;
    // Token ids in lexical order, so a prefix is a range of ids.
    const byText = this.lexemes
      .map((_, t) => t)
      .sort((a, b) => (this.lexemes[a]! < this.lexemes[b]! ? -1 : 1));
    const rank = new Int32Array(byText.length);
    byText.forEach((t, r) => (rank[t] = r));
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => created[a]! - created[b]! || ids[a]! - ids[b]!);

    const base: Base = {
      n,
      ids: new Int32Array(n),
      created: new Float64Array(n),
      posted: new Float64Array(n),
      size: new Float64Array(n),
      category: new Int32Array(n),
      dead: new Uint8Array(n),
      byId: new Int32Array(n),
      tokens: byText.map((t) => this.lexemes[t]!),
      postStart: new Int32Array(byText.length + 1),
      postDocs: new Int32Array(this.fwdLength),
      fwdStart: new Int32Array(n + 1),
      fwdTokens: new Int32Array(this.fwdLength),
    };
    let f = 0;
    for (let d = 0; d < n; d++) {
      const i = order[d]!;
      base.ids[d] = ids[i]!;
      base.created[d] = created[i]!;
      base.posted[d] = this.posted[i]!;
      base.size[d] = this.size[i]!;
      base.category[d] = this.category[i]!;
      base.fwdStart[d] = f;
      for (let k = this.fwdStart[i]!; k < this.fwdStart[i + 1]!; k++) {
        const t = rank[this.fwd[k]!]!;
        base.fwdTokens[f++] = t;
        base.postStart[t + 1]!++;
      }
    }
    base.fwdStart[n] = f;
    for (let t = 0; t < byText.length; t++) base.postStart[t + 1]! += base.postStart[t]!;
    const fill = base.postStart.slice(0, byText.length);
    for (let d = 0; d < n; d++)
      for (let k = base.fwdStart[d]!; k < base.fwdStart[d + 1]!; k++)
        base.postDocs[fill[base.fwdTokens[k]!]!++] = d;
    for (let d = 0; d < n; d++) base.byId[d] = d;
    base.byId.sort((a, b) => base.ids[a]! - base.ids[b]!);
    return base;
  }
}

export function buildBase(releases: readonly IndexedRelease[]): Base {
  const builder = new BaseBuilder();
  for (const r of releases) builder.add(r);
  return builder.build();
}
