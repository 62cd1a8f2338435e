/**
 * Paths a crawler has no business in: the logged-in area (/user/…, /users/…, /dashboard, e-books
 * bought by a user), the cart and payment pages (/payment covers /payment-success and
 * /payment-cancel), the TEST MODE checkout, the private files and the JSON API.
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
