/** Child categories as a select's options, grouped under their main category (Mantine's `group` data). */
export function categoryOptions(categories: Array<{ id: number; name: string; mainName: string }>) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const category of categories) {
    const items = groups.get(category.mainName) ?? [];
    items.push({ value: String(category.id), label: category.name });
    groups.set(category.mainName, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
