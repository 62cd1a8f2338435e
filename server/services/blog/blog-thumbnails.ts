/**
 * The demo posts' cover images, drawn as code rather than shipped as binaries: each is an SVG
 * (a gradient, a light pattern and a line icon of the topic) served at
 * /files/blog/{name}.svg for the pages, and as PNG at /files/blog/{name}.png for link previews
 * (Open Graph readers do not take SVG). No text, so the picture does not depend on the fonts of
 * the machine that renders it. Posts an editor adds can point `thumbnail_img` anywhere else.
 */
type Design = { from: string; to: string; icon: string };

const S = 'fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"';

const DESIGNS = {
  resume: {
    from: "#364fc7",
    to: "#1c7ed6",
    icon: `<rect x="60" y="20" width="200" height="280" rx="18" ${S}/><circle cx="120" cy="85" r="26" ${S}/><path d="M165 75h55M165 100h40M95 150h130M95 190h130M95 230h90" ${S}/>`,
  },
  linkedin: {
    from: "#1864ab",
    to: "#0b7285",
    icon: `<circle cx="160" cy="60" r="34" ${S}/><circle cx="60" cy="240" r="34" ${S}/><circle cx="260" cy="240" r="34" ${S}/><circle cx="160" cy="170" r="22" ${S}/><path d="M160 94v54M142 186l-58 34M178 186l58 34M94 240h132" ${S}/>`,
  },
  star: {
    from: "#862e9c",
    to: "#5f3dc4",
    icon: `<path d="M30 60h170a20 20 0 0 1 20 20v90a20 20 0 0 1-20 20h-90l-50 40v-40H30a20 20 0 0 1-20-20V80a20 20 0 0 1 20-20z" ${S}/><path d="M235 230l16 33 36 5-26 25 6 36-32-17-32 17 6-36-26-25 36-5z" ${S}/><path d="M60 115h110M60 145h70" ${S}/>`,
  },
  "system-design": {
    from: "#2b8a3e",
    to: "#0b7285",
    icon: `<rect x="110" y="10" width="100" height="70" rx="12" ${S}/><rect x="10" y="230" width="100" height="70" rx="12" ${S}/><rect x="210" y="230" width="100" height="70" rx="12" ${S}/><ellipse cx="160" cy="170" rx="50" ry="18" ${S}/><path d="M160 80v72M110 170H60v60M210 170h50v60" ${S}/>`,
  },
  "take-home": {
    from: "#e8590c",
    to: "#c2255c",
    icon: `<rect x="10" y="30" width="300" height="240" rx="20" ${S}/><path d="M10 85h300M110 140l-40 40 40 40M210 140l40 40-40 40M180 130l-40 100" ${S}/>`,
  },
  "coding-interview": {
    from: "#212529",
    to: "#364fc7",
    icon: `<rect x="10" y="30" width="300" height="240" rx="20" ${S}/><path d="M60 110l45 40-45 40M130 200h80" ${S}/><circle cx="45" cy="57" r="4" fill="#fff"/><circle cx="70" cy="57" r="4" fill="#fff"/>`,
  },
  h1b: {
    from: "#1971c2",
    to: "#5c940d",
    icon: `<rect x="50" y="10" width="220" height="300" rx="18" ${S}/><circle cx="160" cy="125" r="55" ${S}/><path d="M105 125h110M160 70c-25 30-25 80 0 110M160 70c25 30 25 80 0 110M110 240h100M130 272h60" ${S}/>`,
  },
  opt: {
    from: "#5f3dc4",
    to: "#1c7ed6",
    icon: `<path d="M10 120l150-70 150 70-150 70z" ${S}/><path d="M70 150v80c40 35 140 35 180 0v-80M300 125v90" ${S}/><circle cx="300" cy="230" r="12" fill="#fff"/>`,
  },
  "green-card": {
    from: "#2f9e44",
    to: "#087f5b",
    icon: `<rect x="10" y="60" width="300" height="200" rx="20" ${S}/><circle cx="90" cy="145" r="35" ${S}/><path d="M45 225c10-25 80-25 90 0M170 120h100M170 160h100M170 200h60" ${S}/>`,
  },
  salary: {
    from: "#087f5b",
    to: "#2b8a3e",
    icon: `<ellipse cx="110" cy="250" rx="90" ry="30" ${S}/><path d="M20 250v-50c0 17 40 30 90 30s90-13 90-30v50M20 200v-50c0 17 40 30 90 30s90-13 90-30v50" ${S}/><ellipse cx="110" cy="150" rx="90" ry="30" ${S}/><circle cx="240" cy="90" r="70" ${S}/><path d="M262 62c-6-9-16-13-27-13-15 0-25 8-25 19 0 26 55 14 55 41 0 12-12 20-28 20-12 0-23-5-29-14M240 38v12M240 129v12" ${S}/>`,
  },
  offer: {
    from: "#c2255c",
    to: "#862e9c",
    icon: `<rect x="10" y="70" width="300" height="200" rx="18" ${S}/><path d="M10 90l150 105 150-105" ${S}/><circle cx="255" cy="70" r="50" fill="#2b8a3e" stroke="#fff" stroke-width="14"/><path d="M232 70l16 16 30-32" ${S}/>`,
  },
  remote: {
    from: "#0b7285",
    to: "#1971c2",
    icon: `<path d="M40 300V150L160 50l120 100v150z" ${S}/><rect x="90" y="175" width="140" height="85" rx="10" ${S}/><path d="M70 290h180" ${S}/>`,
  },
  cloud: {
    from: "#1c7ed6",
    to: "#3bc9db",
    icon: `<path d="M80 250h170a60 60 0 0 0 8-119 85 85 0 0 0-163-14A67 67 0 0 0 80 250z" ${S}/><path d="M160 230v-80M125 185l35-35 35 35" ${S}/>`,
  },
  plan: {
    from: "#e67700",
    to: "#d9480f",
    icon: `<rect x="10" y="40" width="300" height="260" rx="20" ${S}/><path d="M10 110h300M85 10v60M235 10v60M70 170h40M140 170h40M210 170h40M70 235h40M140 235h40" ${S}/><path d="M205 235l20 20 40-45" ${S}/>`,
  },
} satisfies Record<string, Design>;

export type ThumbnailName = keyof typeof DESIGNS;

export const THUMBNAIL_NAMES = Object.keys(DESIGNS) as ThumbnailName[];

/** Where a drawn cover is served; what a post's `thumbnail_img` holds. */
export function thumbnailPath(name: ThumbnailName, format: "svg" | "png" = "svg"): string {
  return `/files/blog/${name}.${format}`;
}

const WIDTH = 1200;
const HEIGHT = 630;

export function thumbnailSvg(name: ThumbnailName): string {
  const { from, to, icon } = DESIGNS[name];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<pattern id="d" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="3" fill="#fff" fill-opacity=".12"/></pattern></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#d)"/>`,
    `<circle cx="1080" cy="80" r="220" fill="#fff" fill-opacity=".08"/><circle cx="110" cy="600" r="170" fill="#fff" fill-opacity=".07"/>`,
    `<g transform="translate(440 155)">${icon}</g>`,
    "</svg>",
  ].join("");
}

function isThumbnailName(name: string): name is ThumbnailName {
  return Object.hasOwn(DESIGNS, name);
}

// Rendering takes tens of milliseconds and the designs never change while the process runs.
const pngCache = new Map<ThumbnailName, Promise<Buffer>>();

/** The file for `/files/blog/{file}`, or undefined when no such cover exists. */
export async function renderThumbnail(
  file: string,
): Promise<{ body: Buffer | string; contentType: string } | undefined> {
  const { default: sharp } = await import("sharp");
  const match = /^([a-z0-9-]{1,40})\.(svg|png)$/.exec(file);
  if (!match || !isThumbnailName(match[1]!)) return undefined;
  const name = match[1];
  if (match[2] === "svg") return { body: thumbnailSvg(name), contentType: "image/svg+xml" };
  let png = pngCache.get(name);
  if (!png) {
    png = sharp(Buffer.from(thumbnailSvg(name)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    pngCache.set(name, png);
    png.catch(() => pngCache.delete(name));
  }
  return { body: await png, contentType: "image/png" };
}

/**
 * The picture for link previews of a post: the PNG of a drawn cover (Open Graph readers do not
 * take SVG), any other cover as it is.
 */
export function socialImage(thumbnail: string | null): string | undefined {
  if (!thumbnail) return undefined;
  const drawn = /^\/files\/blog\/([a-z0-9-]+)\.svg$/.exec(thumbnail);
  return drawn && isThumbnailName(drawn[1]!) ? thumbnailPath(drawn[1], "png") : thumbnail;
}
