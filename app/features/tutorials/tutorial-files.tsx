import "@mantine/core/styles/List.css";
import { Anchor, Group, List, Stack, Text, Title } from "@mantine/core";
import { formatFileSize } from "@shared/text/file-size";

type TutorialFilesProps = {
  files: { path: string; sizeBytes: number; url: string }[];
  totalBytes: number;
  infoHash: string;
};

/**
 * What the torrent holds: each file with its size (and a direct link, the same address the
 * torrent's web seed uses), the total, and the info hash BitTorrent clients show.
 */
export function TutorialFiles({ files, totalBytes, infoHash }: TutorialFilesProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="tutorial-files-title">
      <Title order={2} size="h4" id="tutorial-files-title">
        What you get
      </Title>
      <List spacing={4} size="sm" data-testid="tutorial-files">
        {files.map((file) => (
          <List.Item key={file.path}>
            <Group gap={8} wrap="wrap">
              <Anchor href={file.url} ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }}>
                {file.path}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {formatFileSize(file.sizeBytes)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {files.length} {files.length === 1 ? "file" : "files"}, {formatFileSize(totalBytes)} in all. Open
        JOBS.torrent in any BitTorrent client: it downloads the files from this site, and from other people
        sharing them.
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        Info hash: <span data-testid="tutorial-info-hash">{infoHash}</span>
      </Text>
    </Stack>
  );
}
