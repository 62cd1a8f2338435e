/** What the brand screens and the brands calls say (SPEC.md §2 "Brand management", §5 "Brand"). */
export const BrandMessages = {
  saved: "Brand saved",
  created: "Brand added",
  deleted: "Brand deleted",
  notFound: "Brand not found",
} as const;

/** SPEC.md §3, §4: status 1 is Active, 0 Inactive; forms choose between the two words. */
export const BRAND_STATUS_LABELS = { 1: "Active", 0: "Inactive" } as const;

export const BRAND_NAME_MAX_LENGTH = 255;
export const BRAND_DESCRIPTION_MAX_LENGTH = 5000;
