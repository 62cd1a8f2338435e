import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // React Router 8 needs Node 22; until the project moves there, keep v7 behaviour (and a quiet build),
  // except where noted.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    // Loaders and actions get the Request the server received: no two new Requests per loader, and
    // one session lookup per page (session-user.server.ts keys it by the Request). They read the
    // address from their `url` argument, which is without `.data`, `index` and `_routes`.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
