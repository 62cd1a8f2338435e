/**
 * How long a test gives a server to hear of a content change, as `expect.poll`'s options. A page
 * the page cache kept, and each process's copy of the catalogue and the menus, are dropped when
 * PostgreSQL's notice of the change (server/db/content-changes.ts) reaches the process: just after
 * the writing transaction commits, not with the answer to the request that wrote. So what an
 * anonymous visitor gets after a change is polled until it shows the change, for this long at most.
 */
export const UNTIL_CHANGE_HEARD = { timeout: 5_000 };
