// The schema barrel: drizzle (client `schema` option and drizzle-kit) needs every table and
// relation reachable from one module. Import from here, not from the domain files, only when you
// need the whole schema.
export * from "./audit.ts";
export * from "./blog.ts";
export * from "./bookmarks.ts";
export * from "./brands.ts";
export * from "./catalog.ts";
export * from "./enquiries.ts";
export * from "./exams.ts";
export * from "./jobs.ts";
export * from "./library.ts";
export * from "./mail.ts";
export * from "./pages.ts";
export * from "./rate-limits.ts";
export * from "./relations.ts";
export * from "./slug-redirects.ts";
export * from "./store.ts";
export * from "./users.ts";
