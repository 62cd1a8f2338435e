import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";

/**
 * What a service needs of the process besides its database: the settings it reads (`Keys`; all of
 * them by default) and the log for what it cannot report in its answer. The API's `c.var` and a
 * route's `context` are both one, so callers pass them as they are.
 */
export type ServiceEnv<Keys extends keyof Config = keyof Config> = {
  config: Pick<Config, Keys>;
  logger: Logger;
};
