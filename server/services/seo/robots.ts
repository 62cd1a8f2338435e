/**
 * Paths a crawler has no business in: the logged-in area (/user/…, /users/…, /dashboard, e-books
 * bought by a user), the cart and payment pages (/payment covers /payment-success and
 * /payment-cancel), the TEST MODE checkout, the private files, the JSON API, and the admin area
 * (/admin/…, and SPEC's brand screens).
 */
const PRIVATE_PATHS = [
  "/user/",
  "/users/",
  "/dashboard",
  "/read-ebooks/",
  "/cart",
  "/payment",
  "/test-checkout/",
  "/files/ebooks/",
  "/api/",
  "/admin",
  "/brand-list",
  "/add-brand",
  "/edit-brand/",
];

export function renderRobotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
