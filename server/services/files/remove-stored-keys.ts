import type { Config } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import type { ServiceEnv } from "../service-env.ts";
import type { FileStorage } from "./file-storage.ts";

/**
 * What a service that writes or removes stored files needs: the storage's settings (for
 * `fileStorage`), and a log for the files it leaves behind. `Also` names the other settings it
 * reads (`StoredFilesEnv<"publicUrl">`).
 */
export type StoredFilesEnv<Also extends keyof Config = never> = ServiceEnv<
  "dataDir" | "objectStorage" | Also
>;

/**
 * Removes stored files no row names any more: after the commit that stopped naming them (until
 * then a row may still point at one), or after a save that failed and stored them for nothing.
 * Every such removal goes through here: the library's and tutorials' files (removeStoredFiles),
 * the store's covers and PDFs, buyers' stamped copies, profile photos, superseded Q&A PDFs. A
 * reader in the middle of a download keeps the bytes it has open. An undefined key (a row's path
 * that would leave its area) is skipped.
 *
 * Best-effort, because the change stands (or was refused) whatever happens here: a storage that
 * cannot remove a file (a disk gone read-only, a bucket refusing deletes) leaves it behind with a
 * warning naming its key, for the operator to remove, and the request answers as it would have.
 */
export async function removeStoredKeys(
  storage: FileStorage,
  keys: readonly (string | undefined)[],
  logger: Logger,
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!key) return;
      try {
        await storage.delete(key);
      } catch (error) {
        logger.warn(
          { err: error, key },
          "a stored file no row names could not be removed: it is left behind",
        );
      }
    }),
  );
}
