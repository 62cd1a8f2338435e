import fs from "node:fs/promises";

/** The processes whose parent is `pid`, with their command lines (Linux /proc). */
export async function childrenOf(pid: number): Promise<{ pid: number; command: string }[]> {
  const children: { pid: number; command: string }[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8");
      // The command name (field 2) may hold spaces; the parent is the second field after it.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent !== pid) continue;
      const command = (await fs.readFile(`/proc/${entry}/cmdline`, "utf8")).replaceAll("\0", " ");
      children.push({ pid: Number(entry), command });
    } catch {
      // ended while being read
    }
  }
  return children;
}
