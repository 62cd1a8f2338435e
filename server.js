// Starts the site. `node server.js` serves the production build (building it
// first when there is none, or when the sources have changed since it was
// made); `node server.js --dev` runs Vite in middleware mode with hot reload.
// Everything else lives in server/entry.ts.
import { execFileSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildCurrent } from "./scripts/build-sources.js";
import { limitHeapGrowth } from "./server/heap-growth.js";
import { holdYoungGeneration } from "./server/young-generation.js";

// First, before the server bundle and everything it holds are loaded (server/heap-growth.js,
// server/young-generation.js).
limitHeapGrowth();
holdYoungGeneration();

const root = path.dirname(fileURLToPath(import.meta.url));
const buildEntry = path.join(root, "build", "server", "index.js");
const buildTool = path.join(root, "node_modules", "@react-router", "dev", "bin.js");

// Settings from .env in the working directory, before anything reads them; variables
// already set in the environment win (the npm scripts do the same through server/config.ts).
if (existsSync(".env")) process.loadEnvFile(".env");

function build(reason) {
  console.log(`${reason}: building it (npm run build)…`);
  execFileSync(process.execPath, [buildTool, "build"], { cwd: root, stdio: "inherit" });
}

function buildIfNeeded() {
  if (!existsSync(buildEntry)) {
    build("No production build yet");
  } else if (!isBuildCurrent(root)) {
    // After a `git pull`. An install without the build tools (npm ci --omit=dev) keeps the build it has.
    if (existsSync(buildTool)) build("The sources have changed since the last build");
    else
      console.warn("The sources have changed since the last build, but the build tools are not installed.");
  }
}

if (process.argv.includes("--dev")) {
  process.env.NODE_ENV ??= "development";
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    server: { middlewareMode: true },
    appType: "custom",
  });
  const entry = await vite.ssrLoadModule("/server/entry.ts");
  await entry.boot({
    middlewares: vite.middlewares,
    // Each request's app comes from the newest version of the serving code.
    loadServing: () => vite.ssrLoadModule("/server/serve.ts"),
    onClose: () => vite.close(),
  });
} else {
  process.env.NODE_ENV ??= "production";
  // A worker forked by the primary (server/workers.ts) runs the build the primary checked.
  if (cluster.isPrimary) buildIfNeeded();
  const entry = await import(buildEntry);
  await entry.boot();
}
