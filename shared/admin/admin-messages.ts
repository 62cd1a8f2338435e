/** What the admin area and its calls say. Plain data for the browser. */
export const AdminMessages = {
  forbidden: "Only administrators can do this.",
  recentLoginRequired: "Enter your password again to change roles.",
  lastAdmin: "The site must keep at least one administrator.",
  ownStatus: "You cannot deactivate your own account here.",
  deactivated: "The account is deactivated and signed out everywhere.",
  reactivated: "The account is active again.",
  adminGranted: "The account is now an administrator.",
  adminRevoked: "The account is no longer an administrator.",
  userNotFound: "User not found",
  enquiryNotFound: "Inquiry not found",
  enquiryHandled: "The inquiry is marked handled.",
  enquiryReopened: "The inquiry is open again.",
  certificateNotFound: "Certificate not found",
  certificateRevoked: "The certificate is revoked: its page and its credential no longer verify.",
  alreadyRevoked: "This certificate is already revoked.",
} as const;

/** What saving any row with a slug says when another row of its kind has that slug. */
export const SLUG_TAKEN = "The slug has already been taken.";

/** Rows per page of the admin area's lists. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Why an admin revoked a certificate: kept with it and in the audit log. */
export const REVOCATION_REASON_MAX_LENGTH = 500;

/** The kinds of row the audit log records (its entity type filter). */
export const AUDITED_ENTITIES = [
  "accommodation",
  "blog_category",
  "blog_post",
  "blog_tag",
  "brand",
  "category",
  "certificate",
  "coupon",
  "enquiry",
  "exam",
  "exam_question",
  "exam_report",
  "order",
  "page",
  "pdf_category",
  "pdf_document",
  "question",
  "service",
  "settings",
  "tutorial",
  "user",
] as const;

/** The kinds of row as the audit log names them to an admin. */
export const AUDITED_ENTITY_LABELS: Record<(typeof AUDITED_ENTITIES)[number], string> = {
  accommodation: "Exam time",
  blog_category: "Blog category",
  blog_post: "Blog post",
  blog_tag: "Blog tag",
  brand: "Brand",
  category: "Category",
  certificate: "Certificate",
  coupon: "Coupon",
  enquiry: "Inquiry",
  exam: "Exam",
  exam_question: "Exam question",
  exam_report: "Exam report",
  order: "Order",
  page: "Page",
  pdf_category: "PDF folder",
  pdf_document: "Library PDF",
  question: "Question",
  service: "Guide or e-book",
  settings: "Site settings",
  tutorial: "Tutorial",
  user: "User",
};

/** users.status: SPEC §3/§4 — 0 means deactivated (also what "account deletion" sets). */
export const USER_STATUS = { deactivated: 0, active: 1 } as const;
/** What an admin can make an account, by name: usable, or deactivated (every session ends). */
export const USER_STATUS_CHOICES = [
  "active",
  "deactivated",
] as const satisfies readonly (keyof typeof USER_STATUS)[];
/** An account's role (users.role): a user, or an admin of the whole site. */
export const USER_ROLES = ["user", "admin"] as const;

/** Which immigration-support enquiries the admin list shows. */
export const ENQUIRY_STATES = ["open", "handled", "all"] as const;
