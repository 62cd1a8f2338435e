export type CoverContent = { title: string; kindLabel: string; author: string };

/** Gradient pairs, chosen by the book's position in the shop so neighbours differ. */
const PALETTE: [string, string][] = [
  ["#364fc7", "#7048e8"],
  ["#0b7285", "#1098ad"],
  ["#2b8a3e", "#0ca678"],
  ["#c92a2a", "#e8590c"],
  ["#5f3dc4", "#ae3ec9"],
  ["#1864ab", "#4263eb"],
  ["#862e9c", "#d6336c"],
  ["#087f5b", "#1971c2"],
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** Splits a title into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A cover image (800×500 WebP) drawn from the book's title: the store's demo thumbnails. */
export async function renderCover(cover: CoverContent, index: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const [from, to] = PALETTE[index % PALETTE.length]!;
  // DejaVu Sans Bold is about 0.65 em wide per character: 17 characters at 54 px fit in 680 px.
  const lines = wrap(cover.title, 17).slice(0, 4);
  const fontSize = lines.length > 3 ? 46 : 54;
  const top = 250 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
  const title = lines
    .map(
      (line, row) =>
        `<text x="60" y="${Math.round(top + row * fontSize * 1.15)}" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" font-family="${font}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#g)"/>
<circle cx="700" cy="80" r="170" fill="#fff" fill-opacity="0.08"/>
<circle cx="760" cy="460" r="120" fill="#fff" fill-opacity="0.06"/>
<text x="60" y="80" font-size="24" font-weight="700" fill="#fff" fill-opacity="0.85" letter-spacing="3">${escapeXml(cover.kindLabel)}</text>
${title}
<text x="60" y="445" font-size="24" fill="#fff" fill-opacity="0.9">${escapeXml(cover.author)}</text>
<text x="740" y="445" font-size="24" font-weight="700" fill="#fff" text-anchor="end">W3Programmer</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
