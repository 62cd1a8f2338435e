// Starts the site. `node server.js` serves the production build (building it
// first when there is none); `node server.js --dev` runs Vite in middleware
// mode with hot reload. Everything else lives in server/entry.ts.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
const buildEntry = path.join(root, "build", "server", "index.js");

if (process.argv.includes("--dev")) {
  process.env.NODE_ENV ??= "development";
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    server: { middlewareMode: true },
    appType: "custom",
  });
  const loadEntry = () => vite.ssrLoadModule("/server/entry.ts");
  const entry = await loadEntry();
  await entry.boot({ middlewares: vite.middlewares, loadEntry, onClose: () => vite.close() });
} else {
  process.env.NODE_ENV ??= "production";
  if (!existsSync(buildEntry)) {
    console.log("No production build yet: building it first (npm run build)…");
    execFileSync(
      process.execPath,
      [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
      {
        cwd: root,
        stdio: "inherit",
      },
    );
  }
  const entry = await import(buildEntry);
  await entry.boot();
}
