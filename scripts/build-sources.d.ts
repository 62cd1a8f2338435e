/** Types of build-sources.js, which server.js runs as plain JavaScript. */
export function sourcesHash(root: string): string;
export function recordBuildSources(root: string, hash: string): void;
export function isBuildCurrent(root: string): boolean;
