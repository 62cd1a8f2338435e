export type Timing = { min: number; median: number; p95: number; max: number };

/** Nearest-rank percentile of sorted samples (p in 0..100). */
function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function summarise(samples: number[]): Timing {
  if (samples.length === 0) throw new Error("No samples to summarise.");
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    min: sorted[0]!,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
  };
}
