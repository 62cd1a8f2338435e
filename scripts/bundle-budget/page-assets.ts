/**
 * What a server-rendered page makes the browser download before it is interactive: the files its
 * HTML references, and what React Router's build manifest lists for the routes that rendered it.
 * Files loaded later on demand (a lazily loaded modal's chunk) are in neither, which is the point.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The part of React Router's browser manifest (build/client/assets/manifest-*.js) read here. */
export type BuildManifest = {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[]; css?: string[] }>;
};

export type PageAssets = { js: string[]; css: string[] };

const MANIFEST_PREFIX = "window.__reactRouterManifest=";

/** Reads the browser manifest React Router wrote into `<clientDir>/assets`. */
export async function readBuildManifest(clientDir: string): Promise<BuildManifest> {
  const assetsDir = path.join(clientDir, "assets");
  const names = (await readdir(assetsDir)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  for (const name of names) {
    const text = (await readFile(path.join(assetsDir, name), "utf8")).trim();
    if (text.startsWith(MANIFEST_PREFIX)) {
      return JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, "")) as BuildManifest;
    }
  }
  throw new Error(`No React Router manifest in ${assetsDir}: run npm run build first.`);
}

/** Every same-origin script and stylesheet address an HTML page references. */
export function referencedAssets(html: string): PageAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!href || !isLocal(href)) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script ${attributes}>`;
    const src = attribute(tag, "src");
    if (src && isLocal(src)) js.add(src);
    // React Router's inline module script imports the entry and the matched route modules; other
    // inline scripts (JSON-LD, loader data) may quote code samples and are not read.
    if (attribute(tag, "type") !== "module") continue;
    for (const [, specifier] of body!.matchAll(
      /\bimport\s*(?:[^"'();]*?\bfrom\s*)?\(?\s*["']([^"']+)["']/g,
    )) {
      if (isLocal(specifier!)) js.add(specifier!);
    }
  }
  return { js: [...js], css: [...css] };
}

/**
 * The files the manifest lists for the routes whose modules the page imports: the client entry,
 * then each matched route's module, its static imports and its CSS.
 */
export function manifestAssets(manifest: BuildManifest, pageJs: string[]): PageAssets {
  const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>(manifest.entry.css ?? []);
  const imported = new Set(pageJs);
  for (const route of Object.values(manifest.routes)) {
    if (!imported.has(route.module)) continue;
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/**
 * The union of what the HTML references and what the manifest lists for its routes: each file
 * once, by its path (React Router marks some stylesheet addresses with a trailing `#`), sorted.
 */
export function pageAssets(html: string, manifest: BuildManifest): PageAssets {
  const fromHtml = referencedAssets(html);
  const fromManifest = manifestAssets(manifest, fromHtml.js);
  const files = (urls: string[]) => [...new Set(urls.map(filePath))].sort();
  return {
    js: files([...fromHtml.js, ...fromManifest.js]),
    css: files([...fromHtml.css, ...fromManifest.css]),
  };
}

function filePath(url: string): string {
  return url.replace(/[?#].*$/, "");
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Files the site serves itself (`/assets/…`), not other sites' addresses or `data:` URLs. */
function isLocal(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}
