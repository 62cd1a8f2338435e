/** SPEC.md §9: at most 10 suggestions, names over 60 characters cut with an ellipsis. */
export const MAX_SUGGESTIONS = 10;
export const SUGGESTION_LENGTH = 60;

/** Case-insensitive "contains", the same on the server (?q=) and while typing. */
export function filterByName<T extends { name: string }>(items: T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) => item.name.toLowerCase().includes(needle));
}

export const categoriesLabel = (count: number) => `${count} ${count === 1 ? "category" : "categories"}`;
