import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverDir = root("./server/");

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

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~": root("./app"),
      "@server": root("./server"),
      "@shared": root("./shared"),
    },
  },
  build: {
    // The server build bundles the whole Node server (API + SSR) into build/server/index.js.
    rollupOptions: isSsrBuild ? { input: "./server/entry.ts" } : undefined,
    target: isSsrBuild ? "node20" : "es2022",
  },
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
  plugins: [serverOnly(), reactRouter()],
}));
