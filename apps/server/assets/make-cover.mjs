// Draws the podcast's cover art, podcast-cover.png, beside this script: `node apps/server/assets/make-cover.mjs`.
// Apple and the directories ask for a square RGB JPEG or PNG of 1400 to 3000 px, and NPR One and Spotify
// for 512 KB at most (research §3.1). No image library is installed, so this writes the PNG itself:
// the brand's indigo, the app's light-bulb mark (favicon.svg) drawn large, and sound waves either side.
// Shapes are anti-aliased from their distance to each pixel. Run it again only to change the art, and
// then give the file a new name: podcast apps keep cover art for good.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

const SIZE = 1400;
/** The favicon's 32-unit grid, drawn this many pixels to the unit, centred. */
const UNIT = 30;
const ORIGIN = SIZE / 2 - 16 * UNIT;

const INDIGO_TOP = [59, 91, 219]; // Mantine indigo 7
const INDIGO_BOTTOM = [43, 62, 168]; // a shade below indigo 8 (#364fc7)
const DISC = [76, 110, 245]; // indigo 6
const WHITE = [255, 255, 255];

const px = (units) => ORIGIN + units * UNIT;
const point = (x, y) => [px(x), px(y)];

function distanceToSegment([px0, py0], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px0 - ax) * dx + (py0 - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px0 - (ax + t * dx), py0 - (ay + t * dy));
}

function cubic(p0, p1, p2, p3, steps = 12) {
  const points = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    points.push(
      [0, 1].map((k) => u ** 3 * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t ** 3 * p3[k]),
    );
  }
  return points;
}

/** A stroked arc: centre, radius, and the angles (y down, radians) it runs between, clockwise. */
function arc(centre, radius, from, to) {
  return { centre, radius, from, to };
}

function distanceToArc([x, y], { centre: [cx, cy], radius, from, to }) {
  const angle = Math.atan2(y - cy, x - cx);
  const span = (((to - from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const offset = (((angle - from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  if (offset <= span) return Math.abs(Math.hypot(x - cx, y - cy) - radius);
  const end = (a) => [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  const [sx, sy] = end(from);
  const [ex, ey] = end(to);
  return Math.min(Math.hypot(x - sx, y - sy), Math.hypot(x - ex, y - ey));
}

// The favicon's bulb: "M11 19a7 7 0 1 1 10 0c-.9.9-1.5 1.8-1.6 3h-6.8c-.1-1.2-.7-2.1-1.6-3Zm2 5h6m-5 3h4".
const bulbCentre = point(16, 14);
const deg = (d) => (d * Math.PI) / 180;
const bulbArcs = [arc(bulbCentre, 7 * UNIT, deg(135), deg(45))];
const polyline = (points) => points.slice(1).map((p, i) => [points[i], p]);
const bulbSegments = [
  ...polyline(cubic(point(21, 19), point(20.1, 19.9), point(19.5, 20.8), point(19.4, 22))),
  [point(19.4, 22), point(12.6, 22)],
  ...polyline(cubic(point(12.6, 22), point(12.5, 20.8), point(11.9, 19.9), point(11, 19))),
  [point(13, 24), point(19, 24)],
  [point(14, 27), point(18, 27)],
];
const BULB_HALF_WIDTH = UNIT; // stroke-width 2

// Sound waves on either side of the bulb, fading outwards.
const waveCentre = point(16, 17);
const waves = [
  { radius: 13.5, alpha: 0.9 },
  { radius: 16.5, alpha: 0.6 },
  { radius: 19.5, alpha: 0.35 },
].flatMap(({ radius, alpha }) => [
  { arc: arc(waveCentre, radius * UNIT, deg(-32), deg(32)), alpha },
  { arc: arc(waveCentre, radius * UNIT, deg(148), deg(212)), alpha },
]);
const WAVE_HALF_WIDTH = 0.8 * UNIT;

const DISC_RADIUS = 11.5 * UNIT;

/** How much of the pixel a stroke covers: 1 inside, 0 outside, a one-pixel ramp at its edge. */
const coverage = (distance, halfWidth) => Math.max(0, Math.min(1, halfWidth - distance + 0.5));
const mix = (under, over, alpha) => under.map((c, i) => c + (over[i] - c) * alpha);

function pixel(x, y) {
  const p = [x + 0.5, y + 0.5];
  const t = y / (SIZE - 1);
  let colour = mix(INDIGO_TOP, INDIGO_BOTTOM, t);
  // A soft light from the upper left.
  const glow = Math.max(0, 1 - Math.hypot(x - SIZE * 0.3, y - SIZE * 0.25) / (SIZE * 0.9));
  colour = mix(colour, WHITE, 0.1 * glow * glow);
  colour = mix(
    colour,
    DISC,
    0.55 * coverage(Math.hypot(p[0] - bulbCentre[0], p[1] - (bulbCentre[1] + 3 * UNIT)) - DISC_RADIUS, 0),
  );
  for (const wave of waves)
    colour = mix(colour, WHITE, wave.alpha * coverage(distanceToArc(p, wave.arc), WAVE_HALF_WIDTH));
  let bulb = Math.min(...bulbArcs.map((a) => distanceToArc(p, a)));
  for (const [a, b] of bulbSegments) bulb = Math.min(bulb, distanceToSegment(p, a, b));
  return mix(colour, WHITE, coverage(bulb, BULB_HALF_WIDTH)).map(Math.round);
}

// --- PNG: signature, IHDR (8-bit RGB), IDAT (every row with the Up filter), IEND ----------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const rowBytes = SIZE * 3;
const raw = Buffer.alloc((rowBytes + 1) * SIZE);
let previous = Buffer.alloc(rowBytes);
/** Every pixel, kept for the tag's smaller JPEG below. */
const rgb = Buffer.alloc(rowBytes * SIZE);
for (let y = 0; y < SIZE; y++) {
  const row = Buffer.alloc(rowBytes);
  for (let x = 0; x < SIZE; x++) row.set(pixel(x, y), x * 3);
  rgb.set(row, y * rowBytes);
  const start = y * (rowBytes + 1);
  raw[start] = 2; // Up: each byte as its difference from the byte above, which the gradient keeps small
  for (let i = 0; i < rowBytes; i++) raw[start + 1 + i] = (row[i] - previous[i]) & 0xff;
  previous = row;
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
const target = new URL('./podcast-cover.png', import.meta.url);
writeFileSync(target, png);
process.stdout.write(`${target.pathname}: ${SIZE}×${SIZE} RGB, ${png.length} bytes\n`);

// --- The MP3's own tag carries a JPEG at half size: the 1400 px PNG is for the feed's artwork, while every
// episode file carries the tag's picture, so it must stay small (issue 39: at most 40 KB). Each pixel is the
// mean of a 2 × 2 block, which keeps the edges' anti-aliasing.

const TAG_SIZE = SIZE / 2;
const TAG_QUALITY = 75;
const rgba = Buffer.alloc(TAG_SIZE * TAG_SIZE * 4);
for (let y = 0; y < TAG_SIZE; y++) {
  for (let x = 0; x < TAG_SIZE; x++) {
    for (let c = 0; c < 3; c++) {
      let sum = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ])
        sum += rgb[(2 * y + dy) * rowBytes + (2 * x + dx) * 3 + c];
      rgba[(y * TAG_SIZE + x) * 4 + c] = Math.round(sum / 4);
    }
    rgba[(y * TAG_SIZE + x) * 4 + 3] = 255;
  }
}
const tagJpeg = jpeg.encode({ data: rgba, width: TAG_SIZE, height: TAG_SIZE }, TAG_QUALITY).data;
const tagTarget = new URL('./podcast-cover-tag.jpg', import.meta.url);
writeFileSync(tagTarget, tagJpeg);
process.stdout.write(
  `${tagTarget.pathname}: ${TAG_SIZE}×${TAG_SIZE} JPEG at quality ${TAG_QUALITY}, ${tagJpeg.length} bytes\n`,
);
