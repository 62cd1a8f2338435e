import { randomUUID } from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { bodyLimit } from "hono/body-limit";
import type { Context } from "hono";
import { adminRouter } from "./api/admin/admin.index.ts";
import { adminCategoriesRouter } from "./api/admin-categories/admin-categories.index.ts";
import { adminQuestionsRouter } from "./api/admin-questions/admin-questions.index.ts";
import { adminSiteRouter } from "./api/admin-site/admin-site.index.ts";
import { adminBlogRouter } from "./api/admin-blog/admin-blog.index.ts";
import { adminCouponsRouter } from "./api/admin-coupons/admin-coupons.index.ts";
import { adminExamsRouter } from "./api/admin-exams/admin-exams.index.ts";
import { adminOrdersRouter } from "./api/admin-orders/admin-orders.index.ts";
import { adminPicturesRouter } from "./api/admin-pictures/admin-pictures.index.ts";
import { adminServicesRouter } from "./api/admin-services/admin-services.index.ts";
import { adminLibraryRouter } from "./api/admin-library/admin-library.index.ts";
import { adminTutorialsRouter } from "./api/admin-tutorials/admin-tutorials.index.ts";
import { authRouter } from "./api/auth/auth.index.ts";
import { brandsRouter } from "./api/brands/brands.index.ts";
import { renderDocsPage, type OpenApiDocument } from "./api/docs-page.ts";
import { blogRouter } from "./api/blog/blog.index.ts";
import { catalogRouter } from "./api/catalog/catalog.index.ts";
import { certificatesRouter } from "./api/certificates/certificates.index.ts";
import { wellKnownRouter } from "./api/certificates/well-known.index.ts";
import { examRouter } from "./api/exam/exam.index.ts";
import { enquiriesRouter } from "./api/enquiries/enquiries.index.ts";
import { jobsRouter } from "./api/jobs/jobs.index.ts";
import { pagesRouter } from "./api/pages/pages.index.ts";
import { passwordResetRouter } from "./api/password-reset/password-reset.index.ts";
import { qaPdfRouter } from "./api/qa-pdf/qa-pdf.index.ts";
import { qaRouter } from "./api/qa/qa.index.ts";
import { createRouter } from "./api/router.ts";
import { seoRouter } from "./api/seo/seo.index.ts";
import { settingsRouter } from "./api/settings/settings.index.ts";
import { billingRouter } from "./api/billing/billing.index.ts";
import { documentsRouter } from "./api/documents/documents.index.ts";
import { paymentRouter } from "./api/payment/payment.index.ts";
import { storeRouter } from "./api/store/store.index.ts";
import { libraryRouter } from "./api/library/library.index.ts";
import { tutorialsRouter } from "./api/tutorials/tutorials.index.ts";
import { systemRouter } from "./api/system/system.index.ts";
import { userRouter } from "./api/user/user.index.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { ContentChanges } from "./db/content-changes.ts";
import { DatabaseHealth } from "./db/health.ts";
import { serveAvatar } from "./http/avatar-files.ts";
import { servePdfFile } from "./http/library-files.ts";
import { serveTorrentFile, serveWebSeedFile } from "./http/tutorial-files.ts";
import { serveBlogThumbnail } from "./http/blog-thumbnails.ts";
import { serveCover, serveEbookCopy } from "./http/store-files.ts";
import { clientIp } from "./http/client-ip.ts";
import { compression } from "./http/compression.ts";
import { refuseControlCharactersInAddress } from "./http/control-characters.ts";
import { databaseAvailability, databaseUnavailable } from "./http/database-availability.ts";
import { devMailPage } from "./http/dev-mail-page.ts";
import { apiErrorResponse } from "./http/error-response.ts";
import type { AppEnv } from "./http/env.ts";
import { refuseUnreadableForms } from "./http/form-body.ts";
import { forwardedRequest } from "./http/forwarded-url.ts";
import type { WebHandler } from "./http/load-context.ts";
import { originCheck } from "./http/origin-check.ts";
import { PageCache } from "./http/page-cache.ts";
import { renamedSlugRedirects } from "./http/renamed-slugs.ts";
import { pageCacheControl } from "./http/page-cache-control.ts";
import { renderQueue } from "./http/render-queue.ts";
import { cspNonce, noncePolicy } from "./http/security-headers.ts";
import { validationHook } from "./http/validation.ts";
import { requestScope, type Logger } from "./logger.ts";
import { TEXT_PICTURE_MAX_BYTES } from "../shared/admin/text-picture-messages.ts";
import { LIBRARY_PDF_MAX_BYTES } from "../shared/library/library-admin-messages.ts";
import { THUMBNAIL_MAX_BYTES } from "../shared/store/store-admin-messages.ts";
import { TUTORIAL_UPLOAD_MAX_BYTES } from "../shared/tutorials/tutorial-admin-messages.ts";

export type AppDependencies = {
  db: Database;
  config: Config;
  logger: Logger;
  /** The React Router request handler; absent in API-only tests. */
  web?: WebHandler;
  /** The built client folder (build/client) in production; Vite serves assets in development. */
  clientDir?: string;
  /** The database's health as the server's pool sees it; tests get one of their own. */
  health?: DatabaseHealth;
  /**
   * Content changes as PostgreSQL announces them (server/db/content-changes.ts); with it, the menu
   * is kept in memory until a change.
   */
  contentChanges?: ContentChanges;
  /**
   * Anonymous visitors' public pages, kept until the content changes (server/http/page-cache.ts);
   * `pageCacheFor` makes it as the configuration says. The first layer answers from it too.
   */
  pageCache?: PageCache;
};

const API_BODY_LIMIT = 1024 * 1024;
const WEB_FORM_BODY_LIMIT = 6 * 1024 * 1024;
/** A guide's or e-book's form: a 20 MB PDF, a 2 MB thumbnail and the description (store-admin-messages.ts). */
const SERVICE_UPLOAD_BODY_LIMIT = 24 * 1024 * 1024;
/** A library PDF's form: the PDF (library-admin-messages.ts) and its few fields. */
const LIBRARY_UPLOAD_BODY_LIMIT = LIBRARY_PDF_MAX_BYTES + 4 * 1024 * 1024;
/** A tutorial's upload: files of up to TUTORIAL_UPLOAD_MAX_BYTES together, and the form's fields. */
const TUTORIAL_UPLOAD_BODY_LIMIT = TUTORIAL_UPLOAD_MAX_BYTES + 1024 * 1024;
/**
 * Calls that carry an upload: a 5 MB profile photo plus its form fields; a guide's files; a library
 * PDF; a tutorial's files.
 */
const UPLOAD_BODY_LIMITS: Record<string, number> = {
  "/api/user/updateUser": 6 * 1024 * 1024,
  "/api/admin/services/save": SERVICE_UPLOAD_BODY_LIMIT,
  // A post's picture (THUMBNAIL_MAX_BYTES, 2 MB) with the post's text and fields.
  "/api/admin/blog/posts/save": THUMBNAIL_MAX_BYTES + 2 * 1024 * 1024,
  // A bank file of at most 2 MB (EXAM_CSV_MAX_BYTES) and its fields.
  "/api/admin/exams/import": 3 * 1024 * 1024,
  "/api/admin/library/files/save": LIBRARY_UPLOAD_BODY_LIMIT,
  "/api/admin/tutorials/upload": TUTORIAL_UPLOAD_BODY_LIMIT,
  // A rich text's picture (TEXT_PICTURE_MAX_BYTES, 5 MB) and its alt text: one over the cap is a 422.
  "/api/admin/pictures": TEXT_PICTURE_MAX_BYTES + 1024 * 1024,
};
/**
 * The admin pages whose forms carry an upload: a guide's files (/admin/services/new,
 * /admin/services/{id}), a library PDF (/admin/library/files/new, …/{id}), a tutorial's files
 * (/admin/tutorials/{id}/files, whose fetchers post to its `.data`), a blog post's picture
 * (/admin/blog/new, /admin/blog/{id}), an exam bank's CSV file (/admin/exams/{id}/import) and a
 * rich text's picture (/admin/pictures). A body over the page's limit is not read: the page's
 * action is asked without it (`uploadTooLarge` in its context) and answers with the file fields'
 * limits, so the form keeps what was typed instead of an error page.
 */
const UPLOAD_PAGES: Array<[page: RegExp, limit: number]> = [
  [/^\/admin\/services\/[^/]+\/?$/, SERVICE_UPLOAD_BODY_LIMIT],
  [/^\/admin\/library\/files\/[^/]+\/?$/, LIBRARY_UPLOAD_BODY_LIMIT],
  [/^\/admin\/tutorials\/[^/]+\/files(\.data)?\/?$/, TUTORIAL_UPLOAD_BODY_LIMIT],
  [/^\/admin\/blog\/(new|\d+)(\.data)?\/?$/, WEB_FORM_BODY_LIMIT],
  [/^\/admin\/exams\/[^/]+\/import(\.data)?\/?$/, WEB_FORM_BODY_LIMIT],
  [/^\/admin\/pictures(\.data)?\/?$/, WEB_FORM_BODY_LIMIT],
];

/** The request without its body (and the headers that described it), for an upload page's refusal. */
function withoutBody(request: Request) {
  const headers = new Headers(request.headers);
  for (const name of ["Content-Length", "Content-Type", "Transfer-Encoding"]) headers.delete(name);
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

/** Every API router, mounted under /api; each declares its own full paths (SPEC.md §7). */
const apiRouters = [
  pagesRouter,
  settingsRouter,
  // Catalogue
  catalogRouter,
  seoRouter,
  // Store
  storeRouter,
  documentsRouter,
  billingRouter,
  paymentRouter,
  // Q&A
  qaPdfRouter,
  qaRouter,
  // PDF library and tutorials
  libraryRouter,
  tutorialsRouter,
  // Blog, remote jobs, immigration support
  blogRouter,
  jobsRouter,
  enquiriesRouter,
  // Accounts
  authRouter,
  userRouter,
  passwordResetRouter,
  // Exams and certificates
  examRouter,
  certificatesRouter,
  // Admin area (docs/decisions/0011)
  brandsRouter,
  adminRouter,
  adminCategoriesRouter,
  adminQuestionsRouter,
  adminSiteRouter,
  adminBlogRouter,
  adminCouponsRouter,
  adminExamsRouter,
  adminServicesRouter,
  adminOrdersRouter,
  adminLibraryRouter,
  adminTutorialsRouter,
  adminPicturesRouter,
];

export function createApiRouter() {
  const api = createRouter();
  for (const router of apiRouters) api.route("/", router);
  return api;
}

/**
 * Whether the request may carry a body for the body limits to weigh. GET and HEAD carry none, and
 * asking (Hono's bodyLimit reads `request.body`) would build the whole web Request for nothing: an
 * undici Request with its AbortSignal, about a tenth of a small API call's CPU.
 */
const hasBody = (c: Context) => c.req.method !== "GET" && c.req.method !== "HEAD";

const probedHealth = (db: Database, logger: Logger) =>
  new DatabaseHealth({ probe: () => db.execute(sql`select 1`), logger });

/**
 * The page cache the configuration asks for: none in development, where pages change with the
 * code and not only with the content, nor without the content-change listener or with
 * PAGE_CACHE_MB=0.
 */
export function pageCacheFor(config: Config, contentChanges: ContentChanges | undefined) {
  if (!contentChanges || config.pageCacheMaxBytes <= 0 || config.env === "development") return undefined;
  return new PageCache({ changes: contentChanges, maxBytes: config.pageCacheMaxBytes, development: false });
}

export function createApp({
  db,
  config,
  logger,
  web,
  clientDir,
  health = probedHealth(db, logger),
  contentChanges,
  pageCache,
}: AppDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // First the request's context, so that even a failure in what follows is logged and answered.
  app.use(async (c, next) => {
    // The first layer (server/http/request-listener.ts) gave the request its id, logs it and adds
    // the security headers; an app used without it (tests' app.request) makes an id of its own.
    c.set("requestId", requestScope.getStore()?.requestId ?? randomUUID());
    c.set("db", db);
    c.set("config", config);
    c.set("logger", logger);
    c.set("clientIp", clientIp(c, config.trustProxy));
    c.set("databaseHealth", health);
    c.set("contentChanges", contentChanges);
    await next();
  });
  // Then the address the browser used, for everything after to see.
  app.use(forwardedRequest(config.trustProxy));

  app.use(noncePolicy({ development: config.env === "development" }));
  app.use(compression());
  app.use(refuseControlCharactersInAddress());

  if (clientDir) {
    // Vite puts a content hash in every file name under /assets: those never change. The build
    // writes .br and .gz copies beside them (vite.config.ts), served to clients that accept them.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    // A build file that is not there (an old build's name) is a plain 404, not a rendered page:
    // the first layer gave it a subresource's headers, and it costs no render.
    app.all("/assets/*", (c) => c.text("Not found", 404));
    const publicFiles = serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    });
    // Only names with an extension (favicon.svg, robots.txt) can be files; pages go on to React Router.
    app.use("*", (c, next) => (path.extname(c.req.path) ? publicFiles(c, next) : next()));
  }
  // Outside the pages and files below: a page or library file not found at a renamed slug's address.
  app.use("*", renamedSlugRedirects(db));
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));
  app.get("/files/avatars/:name", serveAvatar);
  app.get("/files/pdf/:name", servePdfFile);
  app.get("/files/torrents/:name", serveTorrentFile);
  app.get("/files/tutorials/*", serveWebSeedFile);
  app.get("/files/blog/:name", serveBlogThumbnail);
  app.get("/files/covers/:name", serveCover);
  app.get("/files/ebooks/:file", serveEbookCopy);
  // Shows everyone's mail: never in production.
  if (config.env !== "production") app.get("/dev/mail", devMailPage);

  app.route("/", systemRouter);
  app.route("/", wellKnownRouter);
  // Everything below needs the database (server/db/health.ts).
  app.use(databaseAvailability(health));

  const tooLarge = (c: Context) => c.json({ message: "The request body is too large." }, 413);
  const apiBodyLimit = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge });
  const uploadBodyLimits = new Map(
    Object.entries(UPLOAD_BODY_LIMITS).map(([path, maxSize]) => [
      path,
      bodyLimit({ maxSize, onError: tooLarge }),
    ]),
  );
  app.use("/api/*", (c, next) =>
    hasBody(c) ? (uploadBodyLimits.get(c.req.path) ?? apiBodyLimit)(c, next) : next(),
  );
  app.use("/api/*", refuseUnreadableForms());
  app.route("/api", createApiRouter());
  const openApiConfig = {
    openapi: "3.0.3",
    info: {
      title: "W3Programmer API",
      version: "1.0.0",
      description:
        "The site's public and user API. Public calls need no token; user calls send `Authorization: Bearer <access_token>`. " +
        "Invalid input answers 422 with `{ message, errors: { field: [messages] } }`.",
    },
    servers: [{ url: config.publicUrl }],
    // Public unless an operation says otherwise: every user call declares bearerAuth itself
    // (`security` in its createRoute, beside `middleware: requireUser`).
    security: [],
  };
  app.doc("/api/openapi.json", openApiConfig);
  app.get("/api/docs", (c) => {
    const document = app.getOpenAPIDocument(openApiConfig) as unknown as OpenApiDocument;
    return c.html(renderDocsPage(document));
  });
  app.all("/api/*", (c) => c.json({ message: "Not Found" }, 404));

  // The web app's forms and fetchers ride on a cookie session: refuse cross-site posts.
  app.use(originCheck(config.publicUrl));
  // Page forms: the largest is the profile form with its photo, but for the upload pages.
  const webFormBodyLimit = bodyLimit({ maxSize: WEB_FORM_BODY_LIMIT, onError: tooLarge });
  app.use("*", (c, next) => {
    if (!hasBody(c)) return next();
    const uploadLimit = UPLOAD_PAGES.find(([page]) => page.test(c.req.path))?.[1];
    if (uploadLimit === undefined) return webFormBodyLimit(c, next);
    const refuseUpload = async () => {
      c.req.raw = withoutBody(c.req.raw);
      c.set("uploadTooLarge", true);
      await next();
      return c.res;
    };
    return bodyLimit({ maxSize: uploadLimit, onError: refuseUpload })(c, next);
  });
  app.use("*", pageCacheControl(config.publicUrl));
  if (web) {
    if (pageCache) app.use("*", pageCache.middleware());
    app.use("*", renderQueue(config.renderConcurrency));
    app.all("*", (c) =>
      web(c.req.raw, {
        db,
        config,
        logger,
        requestId: c.var.requestId,
        clientIp: c.var.clientIp,
        cspNonce: cspNonce(c),
        databaseHealth: health,
        contentChanges,
        uploadTooLarge: c.get("uploadTooLarge") === true,
        // React Router's client navigations ask for a page's data at its address plus ".data".
        documentHtml: c.req.path.endsWith(".data") ? undefined : new Map(),
      }),
    );
  }

  app.notFound((c) => c.json({ message: "Not Found" }, 404));

  // A lost database answers 503 with Retry-After (its health summary counts it); the rest maps once.
  app.onError((error, c) =>
    health.explainsFailure(error) ? databaseUnavailable(c) : apiErrorResponse(error, c),
  );

  return app;
}

export type App = ReturnType<typeof createApp>;
