import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import type { OutputBundle } from "rollup";
import { defineConfig, type Plugin } from "vite";
import { COMPRESSION_THRESHOLD } from "./server/http/compression.ts";
import { recordBuildSources, sourcesHash } from "./scripts/build-sources.js";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverDir = root("./server/");
const rootRoute = root("./app/root.tsx");

/** Code under server/ (database, secrets) must never reach the browser bundle. */
function serverOnly(): Plugin {
  return {
    name: "server-only",
    enforce: "pre",
    load(id, options) {
      if (!options?.ssr && id.startsWith(serverDir) && !id.endsWith(".d.ts")) {
        throw new Error(`${id} is server-only but was imported by browser code.`);
      }
    },
  };
}

/**
 * For each lazily loaded module, Vite writes into the chunk that loads it the list of every file
 * the module needs (`__vite__mapDeps`), so that they are fetched at once. Files already loaded when
 * the import runs need no listing: those the loading chunk imports itself, and those of the client
 * entry and the root route, which every page loads first. Listing them anyway only adds bytes to
 * every page (the lists of the header's, footer's, toasts' and login modal's parts).
 */
function preloadOnlyMissingFiles() {
  let bundle: OutputBundle = {};
  let loadedFirst = new Set<string>();
  const addImports = (fileName: string, into: Set<string>) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk") return;
    for (const imported of chunk.imports) {
      if (into.has(imported)) continue;
      into.add(imported);
      addImports(imported, into);
    }
  };
  const plugin: Plugin = {
    name: "preload-only-missing-files",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    // Before Vite's own generateBundle, which writes the lists.
    generateBundle(_options, output) {
      bundle = output;
      loadedFirst = new Set();
      for (const chunk of Object.values(output)) {
        const id = chunk.type === "chunk" && chunk.isEntry ? (chunk.facadeModuleId ?? "") : "";
        if (id.includes("entry.client") || id.startsWith(rootRoute)) {
          loadedFirst.add(chunk.fileName);
          addImports(chunk.fileName, loadedFirst);
        }
      }
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = new Set([...loadedFirst, hostId]);
    addImports(hostId, loaded);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadOnlyMissingFiles();

/**
 * A CSS module's stylesheet goes with every chunk that imports it, whether or not that chunk uses
 * its class names. Vite drops a CSS module imported for nothing but its styles, and its stylesheet
 * with it; a route needs exactly that for a part it renders on the server but whose code loads
 * later (its `*-styles.ts`, app/components/hydrate-when-visible.tsx): without it, the part would
 * be drawn without its own styles until then.
 */
function keepCssModulesImportedForStyles(): Plugin {
  return {
    name: "keep-css-modules-imported-for-styles",
    enforce: "post",
    apply: "build",
    transform(code, id) {
      if (!/\.module\.css(?:$|\?)/.test(id)) return null;
      return { code, moduleSideEffects: "no-treeshake" };
    },
  };
}

const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|html|txt|xml)$/;

/**
 * Mantine computes every default CSS variable of its default theme (two passes over each colour
 * and shade) when its provider's module is evaluated, only to leave out of the variables it writes
 * those equal to the defaults. The site writes its variables itself (`withCssVariables={false}`,
 * app/theme-css-variables.ts), so that work is never used; in the browser it was about a fifth of
 * the root route's module evaluation, part of the first long task of every page
 * (docs/performance.md, "What the browser runs"). This computes them when first asked instead.
 * The build fails if Mantine's file no longer reads as expected.
 */
function lazyMantineDefaultVariables(): Plugin {
  const file = "/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs";
  const eager = "const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);";
  return {
    name: "lazy-mantine-default-variables",
    apply: "build",
    transform(code, id) {
      if (!id.endsWith(file)) return null;
      if (!code.includes(eager) || !code.includes("defaultCssVariables.variables[key]")) {
        throw new Error(`${id} changed: lazyMantineDefaultVariables (vite.config.ts) needs updating.`);
      }
      const lazy = code
        .replace(
          eager,
          "let defaultVariables;\nconst defaultCssVariables = () => (defaultVariables ??= defaultCssVariablesResolver(DEFAULT_THEME));",
        )
        .replaceAll("defaultCssVariables.", "defaultCssVariables().");
      return { code: lazy, map: null };
    },
  };
}

/**
 * Writes a .br (maximum quality) and a .gz copy beside each hashed text asset of the browser
 * build, which the server sends as they are (server/app.ts): no compression work per request.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: "precompress-assets",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith("assets/") && PRECOMPRESSED.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.length < COMPRESSION_THRESHOLD) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The server's bundle with no character beyond Latin-1: V8 keeps a module's source text for as
 * long as the process runs, and one such character makes the whole text a two-byte string, twice
 * the size (about 2.4 MB for the bundle). esbuild writes the code's strings in ASCII
 * (`charset: "ascii"` below); this writes what it leaves, the comments' "…" and "→", as \u
 * escapes too, which mean the same character wherever JavaScript allows one.
 */
function latin1ServerBundle(): Plugin {
  return {
    name: "latin1-server-bundle",
    apply: (_config, { command, isSsrBuild }) => command === "build" && isSsrBuild === true,
    renderChunk(code) {
      const beyondLatin1 = /[\u0100-\uffff]/g;
      if (!beyondLatin1.test(code)) return null;
      const escaped = code.replace(
        beyondLatin1,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
      );
      return { code: escaped, map: null };
    },
  };
}

/**
 * Notes which sources the server bundle was built from (scripts/build-sources.js): server.js
 * builds again when they have changed. Hashed when the build starts, written when it is done.
 */
function recordSources(): Plugin {
  let hash = "";
  return {
    name: "record-build-sources",
    apply: "build",
    buildStart() {
      hash = sourcesHash(root("."));
    },
    writeBundle() {
      recordBuildSources(root("."), hash);
    },
  };
}

/**
 * React Router's package resolves to its development build under every condition (its exports name
 * only dist/development: remix-run/react-router#14102), so the browser would run its development
 * warnings and checks. The browser build takes the production build the package also ships; the
 * development server keeps the warnings. Both entries import the same chunks of dist/production,
 * so the browser gets one copy of React Router.
 */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: root("./node_modules/react-router/dist/production/index.mjs") },
  {
    find: /^react-router\/dom$/,
    replacement: root("./node_modules/react-router/dist/production/dom-export.mjs"),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: root("./app") },
      { find: "@server", replacement: root("./server") },
      { find: "@shared", replacement: root("./shared") },
      ...(command === "build" && !isSsrBuild ? reactRouterProductionBuild : []),
    ],
  },
  build: {
    // The server build bundles the whole Node server (API + SSR) into build/server/index.js.
    rollupOptions: isSsrBuild ? { input: "./server/entry.ts" } : undefined,
    target: isSsrBuild ? "node20" : "es2022",
    // Terser's output is 4–6 kB of gzip smaller per page than esbuild's (docs/performance.md,
    // "Page weight"); the server's bundle is not minified.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 } },
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // `SOURCEMAP=1 npm run build` to read a browser profile by source file (docs/performance.md).
    sourcemap: process.env.SOURCEMAP === "1",
  },
  // The server's strings in ASCII, other characters as \u escapes (latin1ServerBundle).
  esbuild: isSsrBuild ? { charset: "ascii" } : undefined,
  // Bundled into the server build rather than loaded from node_modules: only the icons the pages
  // use are kept, where the package's entry holds all 5,000 (about 8 MB of the heap), and only the
  // Mantine code the pages use, 0.5 MB in the bundle where Node.js loaded 811 of its modules
  // (1.5 MB of source text, 5 MB of the heap with their module records and compiled code;
  // docs/performance.md, "Memory"). Every @mantine package or none: one left outside would load
  // its own @mantine/core, whose theme context the bundled MantineProvider does not fill.
  ssr: isSsrBuild ? { noExternal: ["@tabler/icons-react", /^@mantine\//] } : undefined,
  optimizeDeps: {
    // Scan the routes at start-up, so the first page in development does not wait for a re-bundle.
    entries: ["app/root.tsx", "app/routes/**/*.tsx"],
    // Server-only packages, reached by the scan through loaders' imports but never by the browser
    // (@node-rs/argon2's browser build even needs a package we don't install).
    exclude: [
      "@node-rs/argon2",
      "drizzle-orm",
      "highlight.js",
      "nodemailer",
      "pdf-lib",
      "pdfkit",
      "pg",
      "pino",
      "sanitize-html",
      "sharp",
      "stripe",
    ],
  },
  plugins: [
    serverOnly(),
    reactRouter(),
    preloads.plugin,
    keepCssModulesImportedForStyles(),
    lazyMantineDefaultVariables(),
    precompressAssets(),
    ...(isSsrBuild ? [recordSources(), latin1ServerBundle()] : []),
  ],
}));
