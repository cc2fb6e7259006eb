// The populated places the offline geocoder searches: every place of at least 1,000 people from GeoNames
// (CC BY 4.0), built by scripts/build-places.ts into one compressed file. Read on the first search, not at
// start, and kept in memory as columns (docs/decisions/017-offline-geocoder-and-city-directory.md).
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { placesFile } from '../../paths';
import type { PlaceDetails } from './provider';

const decompress = promisify(brotliDecompress);

/** Letters that do not decompose into a base letter and a mark. */
const FOLDED: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i', þ: 'th' };

/** Lower case without accents, so "zurich" finds Zürich and "lodz" finds Łódź. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łđøæœßıþ]/g, (c) => FOLDED[c]!);
}

/** The words of a text, folded: "Winston-Salem, NC" → winston, salem, nc. */
export function words(text: string): string[] {
  // Most names are plain ASCII: skip the Unicode normalisation, which is most of the cost of loading.
  const folded = /^[\x20-\x7e]*$/.test(text) ? text.toLowerCase() : fold(text);
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export type PlaceMatch = { index: number; label: string };

export type PlaceIndex = {
  size: number;
  /** Places whose name has a word starting with the first typed word and whose name, region or country
   * has a word starting with each other one: the exact name first, then names starting so, then by size. */
  search(query: string, limit: number): PlaceMatch[];
  place(index: number): PlaceDetails | null;
};

type Area = { name: string; words: string[] };

/** Lines parsed between two turns of the event loop, so loading never holds up other requests for long. */
const LINES_PER_TURN = 5_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Parses the file's text (see scripts/build-places.ts for its layout). */
export async function parsePlaces(text: string): Promise<PlaceIndex> {
  const lines = text.split('\n');
  const countries: Area[] = [];
  const countryOf = new Map<string, number>();
  const regions: Area[] = [];
  const regionOf = new Map<string, number>();
  const names: string[] = [];
  const nameKeys: string[] = [];
  const country: number[] = [];
  const region: number[] = [];
  const coordinates: number[] = [];
  // Every word of every name, in buckets by its first two letters, each bucket in place order (most populous
  // first): a typed word is looked up in its bucket, and no sort is needed to load or to rank.
  const buckets = new Map<string, { words: string[]; places: number[] }>();
  const addWords = (key: string, index: number) => {
    for (const word of new Set(key.split(' '))) {
      const head = word.slice(0, 2);
      let bucket = buckets.get(head);
      if (!bucket) buckets.set(head, (bucket = { words: [], places: [] }));
      bucket.words.push(word);
      bucket.places.push(index);
    }
  };

  let section = '';
  for (let n = 0; n < lines.length; n += 1) {
    if (n % LINES_PER_TURN === 0 && n > 0) await nextTurn();
    const line = lines[n]!;
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      section = line;
      continue;
    }
    const cells = line.split('\t');
    if (section === '@countries') {
      countryOf.set(cells[0]!, countries.length);
      countries.push({ name: cells[1]!, words: [...words(cells[1]!), cells[0]!.toLowerCase()] });
    } else if (section === '@regions') {
      regionOf.set(cells[0]!, regions.length);
      // The code after the country's ("US.TX" → tx) is what people type for US and Canadian states.
      const code = cells[0]!.split('.')[1]!.toLowerCase();
      regions.push({ name: cells[1]!, words: [...words(cells[1]!), ...(/^\d+$/.test(code) ? [] : [code])] });
    } else if (section === '@places') {
      const [name, countryCode, admin1, lat, lon] = cells as [string, string, string, string, string];
      const c = countryOf.get(countryCode);
      if (c === undefined) continue;
      const key = words(name).join(' ');
      addWords(key, names.length);
      names.push(name);
      nameKeys.push(key);
      country.push(c);
      region.push(regionOf.get(`${countryCode}.${admin1}`) ?? -1);
      coordinates.push(Number(lat), Number(lon));
    }
  }

  const lat = Float64Array.from({ length: names.length }, (_, i) => coordinates[2 * i]!);
  const lon = Float64Array.from({ length: names.length }, (_, i) => coordinates[2 * i + 1]!);
  const countryIds = Uint16Array.from(country);
  const regionIds = Int32Array.from(region);

  /** The places with a word of their name starting with `prefix`, most populous first. */
  const placesWithWord = (prefix: string): Set<number> => {
    const found = new Set<number>();
    for (const [head, bucket] of buckets) {
      if (prefix.length >= 2 ? head !== prefix.slice(0, 2) : !head.startsWith(prefix)) continue;
      bucket.words.forEach((word, k) => {
        if (word.startsWith(prefix)) found.add(bucket.places[k]!);
      });
    }
    return found;
  };
  const regionOfPlace = (i: number) => (regionIds[i]! >= 0 ? regions[regionIds[i]!] : undefined);
  const label = (i: number) => {
    const area = regionOfPlace(i);
    const parts = [names[i]!];
    if (area && words(area.name).join(' ') !== nameKeys[i]) parts.push(area.name);
    parts.push(countries[countryIds[i]!]!.name);
    return parts.join(', ');
  };

  return {
    size: names.length,
    search(query, limit) {
      const typed = words(query).slice(0, 8);
      const [first, ...rest] = typed;
      if (!first) return [];
      const candidates = placesWithWord(first);

      const phrase = typed.join(' ');
      const ranked: { index: number; tier: number }[] = [];
      const hasWordStarting = (tokens: string[], w: string) => tokens.some((token) => token.startsWith(w));
      for (const i of candidates) {
        const key = nameKeys[i]!;
        if (rest.length > 0) {
          const own = key.split(' ');
          const area = regionOfPlace(i)?.words ?? [];
          const nation = countries[countryIds[i]!]!.words;
          const found = (w: string) =>
            hasWordStarting(own, w) || hasWordStarting(area, w) || hasWordStarting(nation, w);
          if (!rest.every(found)) continue;
        }
        // "irving" and "irving tx" name Irving exactly; "irv" starts its name.
        const exact = phrase === key || phrase.startsWith(`${key} `);
        ranked.push({ index: i, tier: exact ? 0 : key.startsWith(first) ? 1 : 2 });
      }
      // Rows are stored most populous first, so the index is the size rank.
      ranked.sort((a, b) => a.tier - b.tier || a.index - b.index);
      const seen = new Set<string>();
      const found: PlaceMatch[] = [];
      for (const { index } of ranked) {
        const text = label(index);
        if (seen.has(text)) continue; // two places of one name in one region: the larger one
        seen.add(text);
        found.push({ index, label: text });
        if (found.length >= limit) break;
      }
      return found;
    },
    place(index) {
      if (!Number.isInteger(index) || index < 0 || index >= names.length) return null;
      return {
        latitude: lat[index]!,
        longitude: lon[index]!,
        street1: '',
        city: names[index]!,
        state: regionOfPlace(index)?.name ?? '',
        postal_code: '',
        country: countries[countryIds[index]!]!.name,
      };
    },
  };
}

let loaded: Promise<PlaceIndex> | null = null;

/** The bundled places, read once on first use (about 1 s of CPU and 26 MB of heap; see decision 017). */
export function bundledPlaces(): Promise<PlaceIndex> {
  loaded ??= readFile(placesFile)
    .then((packed) => decompress(packed))
    .then((text) => parsePlaces(text.toString('utf8')))
    .catch((err: unknown) => {
      loaded = null; // a later search tries again
      throw err;
    });
  return loaded;
}
