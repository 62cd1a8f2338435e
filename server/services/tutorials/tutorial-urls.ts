/**
 * Where a tutorial's .torrent and files are served (server/http/tutorial-files.ts). The files sit
 * under their torrent's info hash, so an address names one version of the bytes forever and can
 * be cached as immutable; a new version is a new torrent with a new hash.
 */
export const TORRENT_FILE_PREFIX = "/files/torrents/";
export const WEB_SEED_PREFIX = "/files/tutorials/";

/** SPEC's `download_link`: the tutorial's .torrent. */
export function torrentFileUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}${TORRENT_FILE_PREFIX}${encodeURIComponent(slug)}.torrent`;
}

type HostedTorrent = { infoHash: string; torrentName: string; fileCount: number };

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/**
 * BEP 19 `url-list`: a one-file torrent names the file's own URL; a torrent of several files
 * names the folder to which a client appends `{name}/{path}`.
 */
export function webSeedUrl(publicUrl: string, torrent: HostedTorrent): string {
  const folder = `${publicUrl}${WEB_SEED_PREFIX}${torrent.infoHash}/`;
  return torrent.fileCount === 1 ? `${folder}${encodeURIComponent(torrent.torrentName)}` : folder;
}

/** The URL a client fetches one file of the torrent from (what the web seed resolves to). */
export function hostedFileUrl(publicUrl: string, torrent: HostedTorrent, filePath: string): string {
  const folder = `${publicUrl}${WEB_SEED_PREFIX}${torrent.infoHash}/`;
  return torrent.fileCount === 1
    ? `${folder}${encodeURIComponent(torrent.torrentName)}`
    : `${folder}${encodeURIComponent(torrent.torrentName)}/${encodePath(filePath)}`;
}
