import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { FileField } from "~/forms/file-field";
import { IconFiles, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatFileSize } from "@shared/text/file-size";
import { torrentPathProblem } from "@shared/tutorials/torrent-paths";
import {
  TUTORIAL_FILE_MAX_BYTES,
  TUTORIAL_MAX_BYTES,
  TUTORIAL_UPLOAD_MAX_BYTES,
  TutorialAdminMessages,
} from "@shared/tutorials/tutorial-admin-messages";
import { failureOf, readFormResult, useFetcherFeedback, useFetcherResult } from "~/forms/form-feedback";

type TutorialUploadFormProps = {
  /** The version of the tutorial the screen shows (the stale-edit rule). */
  updatedAt: string;
  /** The paths the tutorial's files have: a chosen file at one of them replaces that file. */
  paths: string[];
  /** What the folder will be called by default when this upload makes one (the slug). */
  folderName: string;
};

/** Paths and names are typed as the disk will have them: in a monospace font, the field's text only. */
export const MONOSPACE_INPUT = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

/** What the chosen files break of the caps the server holds them to, checked before they are sent. */
function sizeProblem(files: File[]): string | undefined {
  const tooLarge = files.find((file) => file.size > TUTORIAL_FILE_MAX_BYTES);
  if (tooLarge) return TutorialAdminMessages.fileTooLarge(tooLarge.name);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > TUTORIAL_UPLOAD_MAX_BYTES ? TutorialAdminMessages.uploadTooLarge : undefined;
}

/**
 * The files screen's upload: one or several files, each with its path inside the torrent (its
 * name to start with; a folder in front puts it in one), and the folder a torrent of several files
 * downloads into. A path the tutorial has replaces that file. The paths go as one `paths` text, a
 * line per file, as the API takes them.
 */
export function TutorialUploadForm({ updatedAt, paths, folderName }: TutorialUploadFormProps) {
  const upload = useFetcher();
  useFetcherFeedback(upload, "The files could not be uploaded.");
  // An upload that went through is done with: a new form, its file input empty.
  const [uploads, setUploads] = useState(0);
  const [chosen, setChosen] = useState<{ file: File; path: string }[]>([]);
  const [checked, setChecked] = useState<string | undefined>();
  useFetcherResult(upload, (answer) => {
    if (!readFormResult(answer)?.ok) return;
    setUploads((count) => count + 1);
    setChosen([]);
  });
  const failure = failureOf(readFormResult(upload.data) ?? undefined);
  const serverErrors = upload.state === "idle" ? failure?.errors : undefined;
  const existing = new Set(paths);
  const willHave = paths.length + chosen.filter(({ path }) => !existing.has(path)).length;
  const choose = (files: File[]) => {
    setChecked(sizeProblem(files));
    setChosen(files.map((file) => ({ file, path: file.name })));
  };
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <upload.Form
        key={uploads}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => {
          const problem = sizeProblem(chosen.map(({ file }) => file));
          setChecked(problem);
          if (problem) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <input type="hidden" name="updated_at" value={updatedAt} />
        <input type="hidden" name="paths" value={chosen.map(({ path }) => path).join("\n")} />
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Upload files
          </Title>
          <Text size="sm" c="dimmed">
            Each file up to {formatFileSize(TUTORIAL_FILE_MAX_BYTES)},{" "}
            {formatFileSize(TUTORIAL_UPLOAD_MAX_BYTES)} an upload, {formatFileSize(TUTORIAL_MAX_BYTES)} a
            tutorial. A file with the same path as an existing file replaces it. Every change makes a new
            torrent: people holding the old one download the new JOBS.torrent.
          </Text>
          <FileField
            name="files"
            label="Files"
            placeholder="Choose one or several files"
            multiple
            clearable
            withAsterisk
            leftSection={<IconFiles size={16} aria-hidden />}
            onChange={choose}
            error={checked ?? serverErrors?.files?.[0]}
          />
          {chosen.map(({ file, path }, index) => {
            const problem = torrentPathProblem(path.trim());
            return (
              <TextInput
                key={`${index}-${file.name}`}
                label={`Path of ${file.name} inside the torrent`}
                description={
                  existing.has(path.trim())
                    ? `Replaces the file at this path · ${formatFileSize(file.size)}`
                    : `Folders before its name, separated by / · ${formatFileSize(file.size)}`
                }
                value={path}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setChosen((current) =>
                    current.map((item, at) => (at === index ? { ...item, path: value } : item)),
                  );
                }}
                error={path.trim() === "" ? undefined : problem}
                styles={MONOSPACE_INPUT}
              />
            );
          })}
          {serverErrors?.paths && (
            <Text size="sm" c="red.8" role="alert">
              {serverErrors.paths[0]}
            </Text>
          )}
          {/* Once there are several files the folder has its name, renamed on its own. */}
          {paths.length <= 1 && willHave > 1 && (
            <TextInput
              name="folder_name"
              label="Folder name"
              description="The folder a BitTorrent client saves the files in."
              defaultValue={folderName}
              error={serverErrors?.folder_name?.[0]}
              styles={MONOSPACE_INPUT}
            />
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={upload.state !== "idle"}
              disabled={chosen.length === 0}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Upload
            </Button>
          </Group>
        </Stack>
      </upload.Form>
    </Paper>
  );
}
