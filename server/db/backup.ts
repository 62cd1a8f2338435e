/**
 * `npm run backup` and `npm run restore` for the embedded database (docs/decisions/0007).
 *
 * The bundled PostgreSQL has no pg_dump, so a backup is physical: between pg_backup_start and
 * pg_backup_stop (PostgreSQL's low-level backup API, while the site keeps serving) the cluster's
 * files are copied, then the WAL written meanwhile and the backup_label PostgreSQL hands back.
 * A temporary replication slot keeps that WAL from being recycled during the copy. Started on
 * its own, the restored cluster replays that WAL and is consistent, exactly like a
 * `pg_basebackup -X fetch`. DATA_DIR's own files (uploads, private e-books) go into the same
 * archive; files kept in an S3-compatible bucket (STORAGE_S3_BUCKET) are not: the command says so.
 *
 * Archive layout: manifest.json, postgres/ (the cluster), files/ (DATA_DIR less the database
 * and caches).
 */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import * as tar from "tar";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { storageLocation } from "../services/files/file-storage.ts";
import { EMBEDDED_DATABASE_NAME } from "./client.ts";
import {
  adminConnection,
  embeddedClusterLayout,
  recordRelocation,
  runningPostmaster,
  startEmbeddedPostgres,
  type ClusterLayout,
  type EmbeddedPostgres,
} from "./embedded-postgres.ts";

const execFileAsync = promisify(execFile);

/** A refusal the operator can act on: printed as it is, without a stack trace. */
export class BackupError extends Error {
  override name = "BackupError";
}

const ARCHIVE_FORMAT = 1;
type Manifest = {
  format: number;
  createdAt: string;
  postgresVersion: string;
  startWal: string;
  stopWal: string;
};

/** Names under DATA_DIR that are not its own files: the database, regenerable caches, data kept aside by a restore. */
const NOT_DATA_FILES = (name: string) =>
  name === "postgres" || name === "cache" || name.includes("before-restore-") || name.startsWith(".restore-");

/** What PostgreSQL's documentation says to leave out of a base backup: these directories stay, empty. */
const CLUSTER_DIRS_WITHOUT_FILES = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);
const CLUSTER_FILES_LEFT_OUT = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "tablespace_map",
  "backup_manifest",
  "current_logfiles",
]);

/** What to keep beside a dump of the database: DATA_DIR's folders, or the bucket. */
function filesToKeep(config: Config): string {
  const key = config.credentialSigningKey ? [] : ["DATA_DIR/keys (the certificate signing key)"];
  if (config.objectStorage) {
    const also = key.length ? `, and copy ${key[0]} beside the dump` : "";
    return `The site's files are in the bucket ${storageLocation(config)}: back it up with your provider's tools (versioning or replication, or a copy such as \`aws s3 sync\`)${also}.`;
  }
  const folders = [
    "DATA_DIR/uploads (photos, covers, the library's and tutorials' files)",
    "DATA_DIR/private (the e-books and buyers' copies)",
    ...key,
  ];
  return `Copy ${folders.join(", ")} beside it.`;
}

export const externalDatabaseBackup = (config: Config) =>
  "DATABASE_URL is set: back that database up with PostgreSQL's own tools, for example\n" +
  '  pg_dump --format=custom --file=w3programmer.dump "$DATABASE_URL"\n' +
  `(a pg_dump of the server's major version or newer). ${filesToKeep(config)}`;
export const externalDatabaseRestore = (config: Config) =>
  "DATABASE_URL is set: restore that database with PostgreSQL's own tools, for example\n" +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" w3programmer.dump\n' +
  (config.objectStorage
    ? `and the bucket ${storageLocation(config)} to the same time with your provider's tools.`
    : "and put DATA_DIR/uploads, DATA_DIR/private and DATA_DIR/keys back from your copy.");

/**
 * Said after a backup or restore of the embedded database when the files are in a bucket: the
 * archive has the database and DATA_DIR, not the bucket's objects.
 */
export function objectStorageNote(config: Config): string | undefined {
  return config.objectStorage
    ? `The site's files are in the bucket ${storageLocation(config)}, not in this archive: back the bucket up (and restore it to the same time) with your provider's tools.`
    : undefined;
}

const timestamp = () => new Date().toISOString().replace(/[:.]/g, "-");

/**
 * Copies a tree that may be changing underneath (a running cluster, uploads): files that vanish
 * while we walk are skipped, files that change are copied as found (WAL replay mends the cluster's).
 * `keep` says, for a path relative to `from`, whether it is copied ("yes"), left out ("no") or,
 * for a directory, made empty ("empty").
 */
async function copyLiveTree(
  from: string,
  to: string,
  keep: (relative: string, entry: { isDirectory(): boolean; isFile(): boolean }) => "yes" | "no" | "empty",
) {
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = await fs.readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const decision = keep(entry.name, entry);
    if (decision === "no") continue;
    if (entry.isDirectory()) {
      if (decision === "empty") await fs.mkdir(target, { mode: 0o700 });
      else await copyLiveTree(source, target, (name, inner) => keep(path.join(entry.name, name), inner));
    } else if (entry.isFile() && decision === "yes") {
      try {
        await fs.copyFile(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    // Sockets, links and the like are never part of the data.
  }
}

function keepClusterEntry(relative: string, entry: { isDirectory(): boolean }): "yes" | "no" | "empty" {
  const name = path.basename(relative);
  if (name.startsWith("pgsql_tmp") || name.startsWith(".s.PGSQL.")) return "no";
  if (relative === name && CLUSTER_FILES_LEFT_OUT.has(name)) return "no";
  if (relative === name && entry.isDirectory() && CLUSTER_DIRS_WITHOUT_FILES.has(name)) {
    // pg_wal keeps its subdirectories (archive_status, summaries); the WAL itself is added after pg_backup_stop.
    return name === "pg_wal" ? "yes" : "empty";
  }
  if (relative.startsWith(`pg_wal${path.sep}`) && !entry.isDirectory()) return "no";
  return "yes";
}

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** Starts the cluster for the length of `run` unless the site already runs it. */
async function withRunningCluster<T>(
  config: Config,
  logger: Logger,
  run: (layout: ClusterLayout) => Promise<T>,
): Promise<T> {
  const link = path.join(config.dataDir, "postgres");
  const layout = await embeddedClusterLayout(link, logger);
  if (!existsSync(path.join(layout.dir, "PG_VERSION"))) {
    throw new BackupError(`There is no database in ${config.dataDir} to back up.`);
  }
  let started: EmbeddedPostgres | undefined;
  if ((await runningPostmaster(layout.dir)) === undefined) {
    started = await startEmbeddedPostgres({ dataDir: link, database: EMBEDDED_DATABASE_NAME, logger });
  }
  try {
    return await run(layout);
  } finally {
    await started?.stop();
  }
}

/** Writes a backup of the embedded database and DATA_DIR's files to `file` (default: a dated name in the working directory). */
export async function createBackup(config: Config, logger: Logger, file?: string): Promise<string> {
  if (config.databaseUrl) throw new BackupError(externalDatabaseBackup(config));
  const output = path.resolve(file ?? `w3programmer-backup-${timestamp()}.tar.gz`);
  await fs.mkdir(path.dirname(output), { recursive: true });

  return withRunningCluster(config, logger, async (layout) => {
    const staging = await fs.mkdtemp(path.join(path.dirname(output), ".w3p-backup-"));
    const client = new pg.Client(adminConnection(layout.dir));
    await client.connect();
    try {
      // Keeps every WAL segment from here on until this session ends, however long the copy takes.
      await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [
        `w3p_backup_${process.pid}`,
      ]);
      await client.query("SELECT pg_backup_start($1, true)", [`w3programmer ${path.basename(output)}`]);
      const cluster = path.join(staging, "postgres");
      await copyLiveTree(layout.dir, cluster, keepClusterEntry);
      await copyLiveTree(config.dataDir, path.join(staging, "files"), (name) =>
        NOT_DATA_FILES(name) ? "no" : "yes",
      );
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null; stop_wal: string }>(
        "SELECT labelfile, spcmapfile, pg_walfile_name(lsn) AS stop_wal FROM pg_backup_stop(false)",
      );
      const stop = rows[0]!;
      await fs.writeFile(path.join(cluster, "backup_label"), stop.labelfile, { mode: 0o600 });
      if (stop.spcmapfile)
        await fs.writeFile(path.join(cluster, "tablespace_map"), stop.spcmapfile, { mode: 0o600 });

      const startWal = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
      if (!startWal) throw new Error("backup_label names no start WAL file");
      const walDir = path.join(layout.dir, "pg_wal");
      for (const name of await fs.readdir(walDir)) {
        const needed =
          (WAL_SEGMENT.test(name) && name >= startWal && name <= stop.stop_wal) || name.endsWith(".history");
        if (needed) await fs.copyFile(path.join(walDir, name), path.join(cluster, "pg_wal", name));
      }
      for (const segment of [startWal, stop.stop_wal]) {
        if (!existsSync(path.join(cluster, "pg_wal", segment))) {
          throw new Error(`WAL segment ${segment} that the backup needs is missing; nothing was written.`);
        }
      }

      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        createdAt: new Date().toISOString(),
        postgresVersion: (await fs.readFile(path.join(cluster, "PG_VERSION"), "utf8")).trim(),
        startWal,
        stopWal: stop.stop_wal,
      };
      await fs.writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
      const partial = `${output}.partial`;
      await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
        "manifest.json",
        "postgres",
        "files",
      ]);
      await fs.rename(partial, output);
      return output;
    } finally {
      await client.end().catch(() => undefined);
      await fs.rm(staging, { recursive: true, force: true });
    }
  });
}

async function moveInto(from: string, to: string) {
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await fs.cp(from, to, { recursive: true, verbatimSymlinks: true });
    await fs.rm(from, { recursive: true, force: true });
  }
}

async function chownTree(dir: string, uid: number, gid: number) {
  await fs.lchown(dir, uid, gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    await fs.lchown(path.join(entry.parentPath, entry.name), uid, gid);
  }
}

async function bundledMajorVersion(layout: ClusterLayout): Promise<string> {
  const { stdout } = await execFileAsync(layout.binaries.postgres, ["--version"]);
  const major = /(\d+)(?:\.\d+)?/.exec(stdout)?.[1];
  if (!major) throw new Error(`Cannot read the PostgreSQL version from "${stdout.trim()}".`);
  return major;
}

export type RestoreResult = { keptAside: string[] };

/**
 * Replaces the embedded database and DATA_DIR's files with those of a backup. Refuses while the
 * site (its database) runs. What was there is kept aside, renamed with `before-restore-<time>`.
 */
export async function restoreBackup(config: Config, logger: Logger, file: string): Promise<RestoreResult> {
  if (config.databaseUrl) throw new BackupError(externalDatabaseRestore(config));
  const archive = path.resolve(file);
  if (!existsSync(archive)) throw new BackupError(`There is no file ${archive}.`);
  await fs.mkdir(config.dataDir, { recursive: true });
  const layout = await embeddedClusterLayout(path.join(config.dataDir, "postgres"), logger);
  const running = await runningPostmaster(layout.dir);
  if (running !== undefined) {
    throw new BackupError(
      `The site's database is running (pid ${running}): stop the site first, then restore. Nothing was changed.`,
    );
  }

  const staging = await fs.mkdtemp(path.join(config.dataDir, ".restore-"));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true, preserveOwner: false });
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await fs.readFile(path.join(staging, "manifest.json"), "utf8")) as Manifest;
    } catch {
      throw new BackupError(`${archive} is not a backup made by npm run backup.`);
    }
    if (manifest.format !== ARCHIVE_FORMAT || !existsSync(path.join(staging, "postgres", "PG_VERSION"))) {
      throw new BackupError(`${archive} is not a backup this version can restore.`);
    }
    const bundled = await bundledMajorVersion(layout);
    if (manifest.postgresVersion !== bundled) {
      throw new BackupError(
        `The backup holds a PostgreSQL ${manifest.postgresVersion} database; the bundled PostgreSQL is ${bundled}.`,
      );
    }

    const stamp = timestamp();
    const keptAside: string[] = [];
    if (existsSync(layout.dir)) {
      const aside = `${layout.dir}.before-restore-${stamp}`;
      await fs.rename(layout.dir, aside);
      keptAside.push(aside);
    }
    const filesAside = path.join(config.dataDir, `before-restore-${stamp}`);
    for (const name of await fs.readdir(config.dataDir)) {
      if (NOT_DATA_FILES(name)) continue;
      await fs.mkdir(filesAside, { recursive: true });
      await fs.rename(path.join(config.dataDir, name), path.join(filesAside, name));
    }
    if (existsSync(filesAside)) keptAside.push(filesAside);

    await moveInto(path.join(staging, "postgres"), layout.dir);
    await fs.chmod(layout.dir, 0o700);
    if (layout.runAs) await chownTree(layout.dir, layout.runAs.uid, layout.runAs.gid);
    await recordRelocation(layout);
    const files = path.join(staging, "files");
    for (const name of existsSync(files) ? await fs.readdir(files) : []) {
      await fs.rename(path.join(files, name), path.join(config.dataDir, name));
    }
    return { keptAside };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
