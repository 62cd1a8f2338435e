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
    },
  },
  build: {
    // The server build bundles the whole Node server (API + SSR) into build/server/index.js.
    rollupOptions: isSsrBuild ? { input: "./server/entry.ts" } : undefined,
    target: isSsrBuild ? "node20" : "es2022",
  },
  optimizeDeps: {
    // Reached only through loaders (server code), but Vite's dependency scan follows route
    // imports and would try to bundle its browser build, which needs a package we don't install.
    exclude: ["@node-rs/argon2"],
  },
  plugins: [serverOnly(), reactRouter()],
}));
