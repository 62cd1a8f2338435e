/** Types of heap-growth.js, which server.js runs as plain JavaScript. */
export const HEAP_GROWING_PERCENT: number;
export function limitHeapGrowth(execArgv?: string[]): number;
