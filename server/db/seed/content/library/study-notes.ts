import type { SeedPdf } from "./types.ts";

/** Study notes: the concepts behind common interview questions, explained in a few pages. */
export const studyNotes: SeedPdf[] = [
  {
    slug: "solid-object-oriented-design-principles",
    name: "Object-Oriented Design Principles Explained with Examples: Single Responsibility, Open-Closed, Liskov Substitution, Interface Segregation and Dependency Inversion",
    document: {
      title: "SOLID: Object-Oriented Design Principles",
      subtitle: "Five principles for classes that are easy to change, each with an example.",
      sections: [
        {
          heading: "S - Single Responsibility",
          blocks: [
            {
              paragraph:
                "A class should have one reason to change. An Invoice class that calculates totals, prints itself and saves itself to the database changes whenever tax rules, the print layout or the database change.",
            },
            {
              code: "class Invoice { total(): Money { ... } }\nclass InvoicePrinter { print(invoice: Invoice): Pdf { ... } }\nclass InvoiceRepository { save(invoice: Invoice): void { ... } }",
            },
          ],
        },
        {
          heading: "O - Open-Closed",
          blocks: [
            {
              paragraph:
                "Software should be open for extension and closed for modification. Instead of a switch over payment types that grows with every new type, each payment method implements one interface and new methods are added as new classes.",
            },
            {
              code: "interface PaymentMethod { charge(amount: Money): Receipt }\nclass CardPayment implements PaymentMethod { ... }\nclass BankTransfer implements PaymentMethod { ... }",
            },
          ],
        },
        {
          heading: "L - Liskov Substitution",
          blocks: [
            {
              paragraph:
                "Objects of a subclass must work wherever the base class is expected, without surprising the caller. The classic counter-example is a Square that extends Rectangle: setting the width of a Square also changes its height, which breaks code written for rectangles.",
            },
            {
              bullets: [
                "A subclass must not demand more (stronger preconditions) than its parent.",
                "A subclass must not promise less (weaker postconditions) than its parent.",
                "Throwing 'not supported' from an overridden method is a sign the hierarchy is wrong.",
              ],
            },
          ],
        },
        {
          heading: "I - Interface Segregation",
          blocks: [
            {
              paragraph:
                "Clients should not depend on methods they do not use. A Printer interface with print, scan and fax forces a simple printer to implement scan and fax. Split it into Printer, Scanner and Fax, and let a multifunction device implement all three.",
            },
          ],
        },
        {
          heading: "D - Dependency Inversion",
          blocks: [
            {
              paragraph:
                "High-level code should depend on abstractions, not on concrete details. An OrderService that creates a MySqlOrderRepository itself cannot be tested without MySQL; one that receives an OrderRepository interface in its constructor can be given an in-memory one in tests.",
            },
            {
              code: "class OrderService {\n  constructor(private readonly orders: OrderRepository) {}\n  place(order: Order) { this.orders.save(order); }\n}",
            },
          ],
        },
        {
          heading: "In an interview",
          blocks: [
            {
              bullets: [
                "Name the principle, say the problem it prevents, then give a short example from your own work.",
                "Mention the cost: applied everywhere, SOLID produces many small classes; apply it where change is expected.",
                "Relate Dependency Inversion to dependency injection and to unit testing with fakes.",
              ],
            },
          ],
        },
      ],
    },
  },
  {
    slug: "rest-api-design-study-notes",
    name: "REST API Design Study Notes",
    document: {
      title: "REST API Design Study Notes",
      subtitle: "Resources, methods, status codes, versioning and pagination.",
      sections: [
        {
          heading: "Resources and methods",
          blocks: [
            {
              table: {
                columns: ["Request", "Meaning"],
                rows: [
                  ["GET /orders", "List orders (filter and page with query parameters)."],
                  ["GET /orders/42", "Read one order."],
                  ["POST /orders", "Create an order; answer 201 with a Location header."],
                  ["PUT /orders/42", "Replace the order with the body sent."],
                  ["PATCH /orders/42", "Change some fields of the order."],
                  ["DELETE /orders/42", "Delete the order; answer 204."],
                ],
              },
            },
            {
              bullets: [
                "URLs name things (nouns); the HTTP method says what happens to them.",
                "GET, PUT and DELETE are idempotent: repeating them has the same effect as doing them once. POST is not.",
                "GET must never change state, because caches, crawlers and browsers repeat it freely.",
              ],
            },
          ],
        },
        {
          heading: "Errors",
          blocks: [
            {
              paragraph:
                "Answer errors in one consistent JSON shape, with a message a person can read and, for validation errors, the messages per field:",
            },
            {
              code: '{\n  "message": "The email field is required.",\n  "errors": { "email": ["The email field is required."] }\n}',
            },
          ],
        },
        {
          heading: "Pagination",
          blocks: [
            {
              bullets: [
                "Offset pagination (?page=3&pageSize=20) is simple and lets a user jump to any page, but deep pages get slower and rows can shift between requests.",
                "Cursor pagination (?after=<last id>) stays fast at any depth and never skips rows, but cannot jump to page 50.",
                "Return the paging figures (current page, last page, total) or the next cursor with every page.",
              ],
            },
          ],
        },
        {
          heading: "Versioning and compatibility",
          blocks: [
            {
              bullets: [
                "Adding a field or an endpoint is compatible; removing or renaming one breaks clients.",
                "Version in the path (/v2/orders) or a header when a breaking change cannot be avoided, and keep the old version running for a stated time.",
                "Document the API with OpenAPI so that clients and tests are generated from one description.",
              ],
            },
          ],
        },
        {
          heading: "Security checklist",
          blocks: [
            {
              bullets: [
                "HTTPS only; tokens in the Authorization header, never in URLs.",
                "Check that the caller owns every record it reads or changes, not only that it is logged in.",
                "Validate every input on the server, and limit request sizes and rates.",
              ],
            },
          ],
        },
      ],
    },
  },
  {
    slug: "database-indexing-and-transactions-study-notes",
    name: "Database Indexing and Transactions Study Notes",
    document: {
      title: "Database Indexing and Transactions Study Notes",
      subtitle: "How indexes speed up queries, and what ACID and isolation levels guarantee.",
      sections: [
        {
          heading: "Indexes",
          blocks: [
            {
              paragraph:
                "An index is a separate, sorted structure (usually a B-tree) that lets the database find rows by a column without reading the whole table. It makes reads faster and writes slower, since every insert and update must maintain it.",
            },
            {
              bullets: [
                "A composite index on (customer_id, created_at) serves WHERE customer_id = ? ORDER BY created_at, and WHERE customer_id = ? alone, but not WHERE created_at = ? alone.",
                "An index is rarely used for a condition that matches most of the table; a full scan is cheaper then.",
                "Wrapping the column in a function (WHERE lower(email) = ?) prevents index use unless the index is on lower(email).",
                "A covering index holds every column the query needs, so the table itself is never read.",
              ],
            },
            {
              code: "EXPLAIN ANALYZE\nSELECT * FROM orders WHERE customer_id = 42 ORDER BY created_at DESC LIMIT 20;",
            },
          ],
        },
        {
          heading: "ACID",
          blocks: [
            {
              table: {
                columns: ["Property", "Guarantee"],
                rows: [
                  ["Atomicity", "All statements of a transaction take effect, or none do."],
                  [
                    "Consistency",
                    "A transaction moves the data from one valid state to another (constraints hold).",
                  ],
                  ["Isolation", "Concurrent transactions do not see each other's unfinished work."],
                  ["Durability", "Once committed, a change survives a crash."],
                ],
              },
            },
          ],
        },
        {
          heading: "Isolation levels",
          blocks: [
            {
              table: {
                columns: ["Level", "What it prevents"],
                rows: [
                  [
                    "Read uncommitted",
                    "Nothing: dirty reads are possible (PostgreSQL treats it as read committed).",
                  ],
                  ["Read committed", "Dirty reads. The default in PostgreSQL, Oracle and SQL Server."],
                  ["Repeatable read", "Dirty and non-repeatable reads; the default in MySQL InnoDB."],
                  ["Serializable", "Every anomaly: the result is as if transactions ran one after another."],
                ],
              },
            },
            {
              paragraph:
                "A lost update happens when two transactions read a balance, both add to it and both write: one addition disappears. Prevent it with an atomic UPDATE balance = balance + 10, with SELECT ... FOR UPDATE, or with a serializable transaction that retries on conflict.",
            },
          ],
        },
      ],
    },
  },
  {
    slug: "javascript-event-loop-study-notes",
    name: "JavaScript Event Loop and Asynchronous Code Study Notes",
    document: {
      title: "JavaScript Event Loop and Asynchronous Code",
      subtitle: "Call stack, task queues, promises and async/await, with the classic ordering question.",
      sections: [
        {
          heading: "The model",
          blocks: [
            {
              bullets: [
                "JavaScript runs one call stack: one piece of code at a time on the main thread.",
                "Timers, network requests and events are handled by the browser or Node.js; their callbacks wait in a task (macrotask) queue.",
                "Promise reactions (then, catch, await continuations) wait in the microtask queue.",
                "After each task the engine empties the whole microtask queue before it takes the next task or renders.",
              ],
            },
          ],
        },
        {
          heading: "The ordering question",
          blocks: [
            {
              code: "console.log('A');\nsetTimeout(() => console.log('B'), 0);\nPromise.resolve().then(() => console.log('C'));\nqueueMicrotask(() => console.log('D'));\nconsole.log('E');\n\n// Prints: A E C D B",
            },
            {
              paragraph:
                "A and E run synchronously. C and D are microtasks, run as soon as the script finishes. B is a task, run after the microtasks, even with a delay of 0.",
            },
          ],
        },
        {
          heading: "async and await",
          blocks: [
            {
              code: "async function load() {\n  const [user, orders] = await Promise.all([getUser(), getOrders()]);\n  return { user, orders };\n}",
            },
            {
              bullets: [
                "An async function always returns a promise; await pauses only that function, not the thread.",
                "Awaiting independent calls one after another makes them sequential; Promise.all runs them together.",
                "Promise.allSettled waits for every promise and never rejects; Promise.race settles with the first one.",
                "Wrap awaits in try/catch, or an unhandled rejection will surface later and far from its cause.",
              ],
            },
          ],
        },
        {
          heading: "Blocking",
          blocks: [
            {
              paragraph:
                "A long synchronous loop blocks everything: no clicks are handled and nothing is painted until it ends. Split the work into chunks, move it to a Web Worker (or a worker thread in Node.js), or do it on the server.",
            },
          ],
        },
      ],
    },
  },
];
