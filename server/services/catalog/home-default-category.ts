/** SPEC.md §9 "Home default category": the legacy site's main category with id 4. */
export const HOME_DEFAULT_CATEGORY_ID = 4;

/**
 * The main category whose tab the home page opens with: id 4 (the demo seed inserts the main
 * categories first, so it is one there too). Where id 4 is not a published main category, the
 * fourth main category in menu order takes its place, as the legacy menu showed it; with fewer
 * main categories, the first.
 */
export function homeDefaultCategory<T extends { id: number }>(mains: T[]): T | undefined {
  return mains.find((main) => main.id === HOME_DEFAULT_CATEGORY_ID) ?? mains[3] ?? mains[0];
}
