import { PLATFORM_FAMILY_INDEX, platformFamily } from '../services/platform-family';

/**
 * The names behind a play table's ids (artists, song and album titles, platforms, countries), and how they
 * travel between the import pool's workers without being sent or interned twice.
 *
 * A reader keeps one TableNames for its whole part, so every file it reads gives a name the id it had in
 * earlier files; each chunk brings along only the names new to that reader (`NewNames`). The lead keeps a
 * NameTranslation per reader: the reader's list as it arrived and, once a name is met while merging, its
 * id in the merged table. Remapping a row is then an array lookup; a name is hashed by the lead once per
 * reader that met it, not once per file.
 */
export class StringPool {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
}

/** Names a reader met since its previous chunk: they take the reader's ids `from`, `from + 1`, … */
export interface NewNames {
  readonly from: number;
  readonly added: readonly string[];
}

export interface ChunkNames {
  readonly artists: NewNames;
  readonly titles: NewNames;
  readonly albums: NewNames;
  readonly platforms: NewNames;
  readonly countries: NewNames;
}

export class TableNames {
  readonly artists = new StringPool();
  readonly titles = new StringPool();
  readonly albums = new StringPool();
  readonly platforms = new StringPool();
  /** Family index per interned platform string: the regexes run once per distinct string. */
  readonly platformFamilies: number[] = [];
  readonly countries = new StringPool();
  /** How many names of each pool earlier chunks brought. */
  private readonly sent = { artists: 0, titles: 0, albums: 0, platforms: 0, countries: 0 };

  platformId(raw: string): number {
    const id = this.platforms.id(raw);
    if (id === this.platformFamilies.length)
      this.platformFamilies.push(PLATFORM_FAMILY_INDEX[platformFamily(raw)]);
    return id;
  }

  /** The names added since the last call: what the next chunk must bring for its ids to resolve. */
  takeNew(): ChunkNames {
    const take = (key: keyof TableNames['sent']): NewNames => {
      const pool = this[key];
      const from = this.sent[key];
      this.sent[key] = pool.values.length;
      return { from, added: pool.values.slice(from) };
    };
    return {
      artists: take('artists'),
      titles: take('titles'),
      albums: take('albums'),
      platforms: take('platforms'),
      countries: take('countries'),
    };
  }
}

/**
 * The lead's view of one reader's names of one kind: the merged id of each. Learning a chunk's new names
 * interns them in the order the chunk first used them, and chunks are merged in reading order, so a name
 * new to the merged table gets the id, in the order, that a single reader of every file would have given
 * it at that row; a name another reader brought earlier keeps the id it has.
 */
export class NameTranslation {
  private merged = new Int32Array(64);
  private count = 0;

  /** False when `names` do not continue this reader's list (never, unless a chunk was lost or repeated). */
  learn(names: NewNames, intern: (name: string) => number): boolean {
    if (names.from !== this.count) return false;
    const size = this.count + names.added.length;
    if (size > this.merged.length) {
      let capacity = this.merged.length;
      while (capacity < size) capacity *= 2;
      const grown = new Int32Array(capacity);
      grown.set(this.merged);
      this.merged = grown;
    }
    for (const name of names.added) this.merged[this.count++] = intern(name);
    return true;
  }

  /** How many names this reader has sent: every id a learned chunk holds is below it. */
  get size(): number {
    return this.count;
  }

  /** Reader id -> merged id, for the ids below `size`. */
  get ids(): Int32Array {
    return this.merged;
  }
}

/** A reader's translations, one per kind of name; the lead keeps one per part. */
export class ReaderNames {
  readonly artists = new NameTranslation();
  readonly titles = new NameTranslation();
  readonly albums = new NameTranslation();
  readonly platforms = new NameTranslation();
  readonly countries = new NameTranslation();
}
