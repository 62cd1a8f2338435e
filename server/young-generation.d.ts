/** Types of young-generation.js, which server.js runs as plain JavaScript. */
export const V8_GROWTH_FACTOR: number;
export const IDLE_CHECK_MS: number;
export const IDLE_CPU_SHARE: number;
export const GROWN_BYTES: number;
export const SCAVENGES_PER_IDLE_STRETCH: number;
export function holdYoungGeneration(execArgv?: string[]): boolean;
export function releaseYoungGeneration(execArgv?: string[]): () => void;
export function youngGenerationBytes(): number;
