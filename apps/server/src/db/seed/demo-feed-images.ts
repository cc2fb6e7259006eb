// Pictures for the demo events and special offers (docs/decisions/062-events-and-special-offers.md), drawn at seed
// time like the demo listings' (demo-images.ts): ten simple scenes, two for each kind of demo item, with no words
// in them. They are stored once, as an admin's upload at /admin/feeds stores an image, and shared by the items.
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../client';
import { encodeScene, storePalette } from './demo-images';

/** The scenes are drawn on a 1200 x 800 canvas and stored at 960 x 640 (3:2, as the cards show them). */
const W = 1200;
const H = 800;
const SCALE = 0.8;

/** An SVG of the picture's size; `defs` holds its gradients and patterns. */
const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W * SCALE}" height="${H * SCALE}" viewBox="0 0 ${W} ${H}">` +
  `<defs>${defs}</defs>${body}</svg>`;

/** A top-to-bottom (or, with `across`, left-to-right) gradient named `id`. */
const gradient = (id: string, from: string, to: string, across = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${across ? 1 : 0}" y2="${across ? 0 : 1}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A soft glow named `id`: the colour at the centre, fading out at the edge. */
const glow = (id: string, colour: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/>` +
  `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** A fixed sequence in [0, 1), so the pictures are the same on every seed. */
function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const LANTERNS = ['#f4a261', '#e76f51', '#e9c46a', '#f28482', '#84a59d'];

/** Market stalls under a string of lanterns at dusk. */
function nightMarket(): string {
  const lanterns = Array.from({ length: 11 }, (_, i) => {
    const x = 60 + i * 108;
    // on the string: the quadratic curve drawn below, at t = x / W
    const y = 180 + 480 * (x / W) * (1 - x / W);
    const c = LANTERNS[i % LANTERNS.length]!;
    return `<circle cx="${x}" cy="${y + 30}" r="60" fill="url(#lamp)"/>
      <line x1="${x}" y1="${y - 4}" x2="${x}" y2="${y + 8}" stroke="#2b2340" stroke-width="3"/>
      <ellipse cx="${x}" cy="${y + 30}" rx="20" ry="25" fill="${c}"/>`;
  }).join('');
  const stall = (x: number, a: string, b: string) => {
    const stripes = Array.from(
      { length: 6 },
      (_, i) => `<rect x="${x + i * 50}" y="470" width="50" height="70" fill="${i % 2 ? b : a}"/>`,
    ).join('');
    const scallops = Array.from(
      { length: 6 },
      (_, i) => `<circle cx="${x + 25 + i * 50}" cy="540" r="25" fill="${i % 2 ? b : a}"/>`,
    ).join('');
    return `<rect x="${x + 10}" y="520" width="280" height="200" fill="#3d2f4f"/>
      <rect x="${x + 30}" y="600" width="240" height="24" rx="6" fill="#ffd6a5" opacity="0.85"/>
      ${stripes}${scallops}
      <rect x="${x}" y="690" width="300" height="40" rx="6" fill="#6d4c41"/>`;
  };
  return svg(
    gradient('sky', '#2b2d5c', '#e07a5f') + glow('lamp', '#ffd166'),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <path d="M0 430 h90 v-90 h70 v60 h80 v-130 h90 v110 h60 v-70 h100 v120 h80 v-160 h90 v140 h70 v-60 h110 v90 h90 v-120 h80 v100 h90 V800 H0Z" fill="#3d3b6b" opacity="0.6"/>
    <path d="M0 180 Q600 420 1200 180" fill="none" stroke="#2b2340" stroke-width="4"/>
    ${lanterns}
    ${stall(60, '#e76f51', '#fff1e6')}${stall(450, '#2a9d8f', '#fff1e6')}${stall(840, '#e9c46a', '#fff1e6')}
    <rect y="730" width="${W}" height="70" fill="#2a2438"/>`,
  );
}

/** A city at night: lit windows, a moon and stars. */
function citySkyline(): string {
  const rand = sequence(7);
  const stars = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${Math.round(rand() * W)}" cy="${Math.round(rand() * 380)}" r="${(1 + rand() * 2).toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
  ).join('');
  const towers: string[] = [];
  let x = 0;
  let i = 0;
  while (x < W) {
    const w = 90 + Math.round(rand() * 70);
    const h = 220 + Math.round(rand() * 330);
    const top = H - h;
    const shade = ['#1d2745', '#243056', '#2c3a63'][i % 3]!;
    towers.push(`<rect x="${x}" y="${top}" width="${w - 8}" height="${h}" fill="${shade}"/>`);
    for (let wy = top + 24; wy < H - 40; wy += 38)
      for (let wx = x + 14; wx < x + w - 30; wx += 30)
        if (rand() < 0.45) towers.push(`<rect x="${wx}" y="${wy}" width="14" height="20" fill="#ffd97d"/>`);
    x += w;
    i += 1;
  }
  return svg(
    gradient('sky', '#0b1533', '#5b4b8a') + glow('moonGlow', '#fff6d5'),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
    <circle cx="930" cy="150" r="130" fill="url(#moonGlow)"/>
    <circle cx="930" cy="150" r="58" fill="#fff6d5"/>
    ${towers.join('')}`,
  );
}

/** The sun rising over a lake between hills. */
function lakeSunrise(): string {
  const glints = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${600 - (140 - i * 16)}" y="${530 + i * 34}" width="${2 * (140 - i * 16)}" height="8" rx="4" fill="#ffe8b0" opacity="${(0.8 - i * 0.08).toFixed(2)}"/>`,
  ).join('');
  return svg(
    gradient('sky', '#ffcf9f', '#ff8a80') + gradient('lake', '#6aa6d6', '#2f5d8c') + glow('sun', '#fff3c4'),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="600" cy="500" r="260" fill="url(#sun)"/>
    <circle cx="600" cy="500" r="110" fill="#ffe08a"/>
    <path d="M0 500 Q220 330 470 470 Q650 380 840 460 Q1020 350 1200 440 V520 H0Z" fill="#6b8f71"/>
    <path d="M0 520 Q300 420 620 500 Q900 440 1200 500 V520 H0Z" fill="#4f7a5a"/>
    <rect y="510" width="${W}" height="290" fill="url(#lake)"/>${glints}
    <path d="M0 800 V690 Q260 640 520 700 Q760 760 1200 680 V800Z" fill="#3f6b4a"/>`,
  );
}

/** A path winding through a park in the morning. */
function parkPath(): string {
  const tree = (x: number, y: number, s: number, c: string) =>
    `<rect x="${x - 8 * s}" y="${y}" width="${16 * s}" height="${70 * s}" fill="#7f5539"/>
    <circle cx="${x}" cy="${y - 10 * s}" r="${55 * s}" fill="${c}"/>
    <circle cx="${x - 35 * s}" cy="${y + 15 * s}" r="${38 * s}" fill="${c}"/>
    <circle cx="${x + 35 * s}" cy="${y + 15 * s}" r="${38 * s}" fill="${c}"/>`;
  return svg(
    gradient('sky', '#a8e0ff', '#e8f7ff'),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="210" cy="150" r="70" fill="#fff3b0"/>
    <ellipse cx="820" cy="130" rx="120" ry="36" fill="#fff" opacity="0.85"/>
    <ellipse cx="900" cy="110" rx="80" ry="34" fill="#fff" opacity="0.85"/>
    <path d="M0 430 Q300 330 620 420 Q900 340 1200 410 V800 H0Z" fill="#a7d47f"/>
    <path d="M0 520 Q360 440 700 520 Q960 580 1200 500 V800 H0Z" fill="#84bf5e"/>
    <path d="M640 430 C560 500 820 540 700 620 C600 690 380 700 300 800 H560 C640 720 900 680 860 600 C830 540 640 500 680 430Z" fill="#f1dfb6"/>
    ${tree(170, 420, 1.2, '#4f9d4a')}${tree(1010, 400, 1.1, '#5aa855')}${tree(420, 380, 0.7, '#6cb861')}
    ${tree(880, 370, 0.6, '#4f9d4a')}${tree(1120, 560, 1.4, '#3f8a3d')}`,
  );
}

/** A stage under spotlights, notes in the air and a crowd in front. */
function jazzStage(): string {
  const beam = (x: number, c: string) =>
    `<polygon points="${x - 20},0 ${x + 20},0 ${x + 170},560 ${x - 170},560" fill="${c}" opacity="0.22"/>`;
  const note = (x: number, y: number, c: string) =>
    `<ellipse cx="${x}" cy="${y}" rx="22" ry="16" fill="${c}" transform="rotate(-20 ${x} ${y})"/>
    <rect x="${x + 16}" y="${y - 90}" width="7" height="90" fill="${c}"/>
    <path d="M${x + 23} ${y - 90} q30 20 22 55 q-6 -25 -22 -30Z" fill="${c}"/>`;
  const heads = Array.from({ length: 16 }, (_, i) => {
    const x = 40 + i * 75;
    const y = 700 + (i % 3) * 14;
    return `<circle cx="${x}" cy="${y}" r="34" fill="#1b1330"/><rect x="${x - 48}" y="${y + 24}" width="96" height="120" rx="40" fill="#1b1330"/>`;
  }).join('');
  return svg(
    gradient('bg', '#2d1b4e', '#7b2d6b'),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${beam(260, '#ffe066')}${beam(600, '#80ffdb')}${beam(940, '#ff9ecd')}
    <rect x="80" y="540" width="1040" height="60" fill="#3c2a21"/>
    <rect x="80" y="540" width="1040" height="10" fill="#a47148"/>
    <rect x="380" y="470" width="140" height="70" rx="10" fill="#1b1330"/>
    <circle cx="760" cy="440" r="60" fill="#c9a227"/><circle cx="760" cy="440" r="44" fill="#e9c46a"/>
    ${note(320, 260, '#ffe066')}${note(560, 180, '#80ffdb')}${note(880, 250, '#ff9ecd')}
    ${heads}`,
  );
}

const SPARKS = ['#ffd166', '#ef476f', '#06d6a0', '#8ecae6', '#f4a261'];

/** Fireworks over a park's trees. */
function fireworks(): string {
  const burst = (cx: number, cy: number, r: number, c: string) =>
    Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * Math.PI * 2;
      const x1 = (cx + Math.cos(a) * r * 0.25).toFixed(1);
      const y1 = (cy + Math.sin(a) * r * 0.25).toFixed(1);
      const x2 = (cx + Math.cos(a) * r).toFixed(1);
      const y2 = (cy + Math.sin(a) * r).toFixed(1);
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c}" stroke-width="5" stroke-linecap="round"/><circle cx="${x2}" cy="${y2}" r="7" fill="${c}"/>`;
    }).join('') + `<circle cx="${cx}" cy="${cy}" r="${r * 1.1}" fill="${c}" opacity="0.08"/>`;
  const trees = Array.from({ length: 14 }, (_, i) => {
    const x = i * 92 + 20;
    return `<circle cx="${x}" cy="${690 - (i % 3) * 18}" r="${70 + (i % 2) * 20}" fill="#0f2027"/>`;
  }).join('');
  return svg(
    gradient('sky', '#0f0c29', '#302b63'),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${burst(300, 250, 150, SPARKS[0]!)}${burst(720, 170, 120, SPARKS[1]!)}${burst(980, 330, 140, SPARKS[2]!)}
    ${burst(540, 400, 90, SPARKS[3]!)}${burst(150, 470, 70, SPARKS[4]!)}
    ${trees}<rect y="700" width="${W}" height="100" fill="#0f2027"/>`,
  );
}

/** A plate seen from above on a checked tablecloth, with a fork and a knife. */
function plate(): string {
  const fries = Array.from({ length: 7 }, (_, i) => {
    const x = 640 + i * 18;
    return `<rect x="${x}" y="${330 + (i % 3) * 10}" width="16" height="120" rx="4" fill="#f6c453" transform="rotate(${-30 + i * 9} ${x} 400)"/>`;
  }).join('');
  return svg(
    `<pattern id="cloth" width="80" height="80" patternUnits="userSpaceOnUse">
      <rect width="80" height="80" fill="#fff7f0"/><rect width="40" height="80" fill="#e63946" opacity="0.35"/>
      <rect width="80" height="40" fill="#e63946" opacity="0.35"/></pattern>`,
    `<rect width="${W}" height="${H}" fill="url(#cloth)"/>
    <circle cx="610" cy="410" r="300" fill="#000" opacity="0.12"/>
    <circle cx="600" cy="400" r="300" fill="#ffffff"/>
    <circle cx="600" cy="400" r="230" fill="#f1f3f5"/>
    <circle cx="530" cy="440" r="120" fill="#8d5b3a"/>
    <circle cx="530" cy="440" r="104" fill="#a0522d"/>
    <path d="M450 420 h160 M455 460 h150" stroke="#5c3317" stroke-width="10" stroke-linecap="round"/>
    ${fries}
    <circle cx="700" cy="520" r="40" fill="#7cb342"/><circle cx="660" cy="560" r="30" fill="#8bc34a"/>
    <circle cx="730" cy="570" r="26" fill="#e53935"/><circle cx="730" cy="570" r="14" fill="#ef9a9a"/>
    <rect x="190" y="150" width="22" height="500" rx="11" fill="#adb5bd"/>
    <path d="M170 150 v110 q31 40 62 0 v-110" fill="none" stroke="#adb5bd" stroke-width="12"/>
    <rect x="990" y="150" width="26" height="500" rx="13" fill="#adb5bd"/>
    <path d="M990 150 q60 60 26 260 h-26Z" fill="#ced4da"/>`,
  );
}

/** A burger on a board, against a warm wall. */
function burger(): string {
  const seeds = Array.from(
    { length: 12 },
    (_, i) =>
      `<ellipse cx="${440 + (i % 6) * 64 + (i > 5 ? 30 : 0)}" cy="${i > 5 ? 300 : 250}" rx="10" ry="5" fill="#fff3d6" transform="rotate(${((i * 37) % 60) - 30} ${440 + (i % 6) * 64} ${i > 5 ? 300 : 250})"/>`,
  ).join('');
  return svg(
    gradient('wall', '#ffd6a5', '#ff9f68') + gradient('bun', '#f4a259', '#d9822b'),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    <circle cx="180" cy="140" r="200" fill="#fff" opacity="0.15"/><circle cx="1080" cy="220" r="140" fill="#fff" opacity="0.12"/>
    <rect x="180" y="660" width="840" height="56" rx="28" fill="#8d5524"/>
    <rect x="180" y="660" width="840" height="16" rx="8" fill="#a86b32"/>
    <rect x="330" y="600" width="540" height="64" rx="26" fill="url(#bun)"/>
    <rect x="320" y="536" width="560" height="76" rx="36" fill="#6b3e26"/>
    <path d="M330 520 H870 V544 l-30 0 l-22 40 l-22 -40 H640 l-26 48 l-26 -48 H460 l-22 36 l-22 -36 H330Z" fill="#ffc93c"/>
    <path d="M306 520 q32 -34 64 0 t64 0 t64 0 t64 0 t64 0 t64 0 t64 0 t64 0 t64 0 v14 H306Z" fill="#6ab04c"/>
    <rect x="360" y="478" width="220" height="28" rx="14" fill="#e74c3c"/><rect x="620" y="478" width="220" height="28" rx="14" fill="#e74c3c"/>
    <path d="M320 486 Q320 190 600 190 Q880 190 880 486Z" fill="url(#bun)"/>
    ${seeds}`,
  );
}

/** A dumbbell on a bright gradient. */
function dumbbell(): string {
  const weight = (x: number, h: number) =>
    `<rect x="${x}" y="${400 - h / 2}" width="56" height="${h}" rx="16" fill="#22313f"/>
    <rect x="${x + 10}" y="${400 - h / 2 + 12}" width="10" height="${h - 24}" rx="5" fill="#3d5368"/>`;
  return svg(
    gradient('bg', '#43cea2', '#185a9d', true),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="180" cy="160" r="220" fill="#fff" opacity="0.08"/><circle cx="1040" cy="660" r="260" fill="#fff" opacity="0.08"/>
    <circle cx="960" cy="150" r="60" fill="none" stroke="#fff" stroke-width="10" opacity="0.3"/>
    <ellipse cx="600" cy="590" rx="400" ry="28" fill="#000" opacity="0.15"/>
    <rect x="250" y="384" width="700" height="32" rx="16" fill="#b0bec5"/>
    ${weight(290, 280)}${weight(356, 220)}${weight(798, 220)}${weight(864, 280)}
    <rect x="210" y="380" width="60" height="40" rx="12" fill="#90a4ae"/><rect x="930" y="380" width="60" height="40" rx="12" fill="#90a4ae"/>`,
  );
}

/** A running track seen from above, its lanes around a green field. */
function runningTrack(): string {
  const lanes = Array.from({ length: 5 }, (_, i) => {
    const inset = 120 + i * 36;
    return `<rect x="${inset}" y="${inset - 20}" width="${W - inset * 2}" height="${H + 40 - inset * 2}" rx="${(H + 40 - inset * 2) / 2}" fill="none" stroke="#fff" stroke-width="4" opacity="0.85"/>`;
  }).join('');
  return svg(
    gradient('grass', '#8bd17c', '#4caf50'),
    `<rect width="${W}" height="${H}" fill="#5fae5a"/>
    <rect x="100" y="80" width="1000" height="640" rx="320" fill="#d9653b"/>
    <rect x="300" y="280" width="600" height="240" rx="120" fill="url(#grass)"/>
    ${lanes}
    <rect x="300" y="280" width="600" height="240" rx="120" fill="none" stroke="#fff" stroke-width="6"/>
    <rect x="596" y="80" width="8" height="200" fill="#fff"/>
    <circle cx="600" cy="400" r="60" fill="none" stroke="#fff" stroke-width="5" opacity="0.8"/>
    <path d="M600 280 V520" stroke="#fff" stroke-width="5" opacity="0.8"/>`,
  );
}

/** The scenes, by name; each demo item names the two that fit it (demo-feeds.ts). */
const SCENES = {
  nightMarket,
  citySkyline,
  lakeSunrise,
  parkPath,
  jazzStage,
  fireworks,
  plate,
  burger,
  dumbbell,
  runningTrack,
} as const;

export type FeedScene = keyof typeof SCENES;
export const FEED_SCENES = Object.keys(SCENES) as FeedScene[];

/** A scene's SVG, to draw it (or to look at it). */
export function feedSceneSvg(scene: FeedScene): string {
  return SCENES[scene]();
}

/**
 * Draws the scenes, stores each once as the admin's upload and answers their addresses by name, or null when
 * there is no storage to keep them in (the items then show no image, as before).
 */
export async function storeFeedImages(
  db: Db,
  storage: Storage | undefined,
  adminId: number | undefined,
): Promise<Record<FeedScene, string> | null> {
  if (!storage || adminId === undefined) return null;
  const palette = await Promise.all(
    FEED_SCENES.map((scene) => encodeScene(feedSceneSvg(scene), { opaque: true })),
  );
  const stored = await storePalette(db, storage, adminId, palette);
  return Object.fromEntries(FEED_SCENES.map((scene, i) => [scene, stored[i]!.url])) as Record<
    FeedScene,
    string
  >;
}
