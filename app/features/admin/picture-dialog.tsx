import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import { Alert, Button, Group, Input, Modal, Stack, TextInput } from "@mantine/core";
import { useId, useState, type FormEvent } from "react";
import {
  TEXT_PICTURE_ACCEPT,
  TEXT_PICTURE_ALT_MAX_LENGTH,
  TEXT_PICTURE_MAX_BYTES,
  TextPictureMessages,
} from "@shared/admin/text-picture-messages";
import type { FieldErrors } from "~/forms/form-result";

/** Where the dialog posts: the admin's web route over the API's service (text-picture-upload.ts). */
const UPLOAD_ADDRESS = "/admin/pictures";

type PictureDialogProps = {
  onInsert: (picture: { url: string; alt: string }) => void;
  /** Closed without a picture (Cancel, Escape, the close button). */
  onCancel: () => void;
};

type UploadAnswer =
  { ok: true; url: string; alt: string } | { ok: false; message: string; errors?: FieldErrors };

/** The server's answer, or a failure with the general message for anything that is not one. */
async function upload(form: FormData): Promise<UploadAnswer> {
  try {
    const response = await fetch(UPLOAD_ADDRESS, { method: "POST", body: form });
    const answer = (await response.json()) as Partial<UploadAnswer>;
    if (answer && typeof answer === "object" && "ok" in answer) return answer as UploadAnswer;
  } catch {
    // Offline, or an answer that is not JSON (a proxy's error page): the general message.
  }
  return { ok: false, message: TextPictureMessages.failed };
}

/**
 * The rich-text editor's Picture dialog: an image file and its alt text (required: it is what a
 * screen reader says, and what shows when the picture cannot), uploaded at once; the editor puts
 * the stored picture at the cursor. The server checks everything again; the dialog checks what it
 * can first so that a wrong file is not sent.
 */
export function PictureDialog({ onInsert, onCancel }: PictureDialogProps) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found: FieldErrors = {};
    if (!file) found.picture = [TextPictureMessages.pictureRequired];
    else if (file.size > TEXT_PICTURE_MAX_BYTES) found.picture = [TextPictureMessages.pictureTooLarge];
    if (!alt.trim()) found.alt = [TextPictureMessages.altRequired];
    setErrors(found);
    setFailure(undefined);
    if (!file || Object.keys(found).length > 0) return;
    const form = new FormData();
    form.set("picture", file);
    form.set("alt", alt);
    setBusy(true);
    const answer = await upload(form);
    setBusy(false);
    if (answer.ok) {
      onInsert({ url: answer.url, alt: answer.alt });
    } else if (answer.errors && Object.keys(answer.errors).length > 0) {
      setErrors(answer.errors);
    } else {
      setFailure(answer.message);
    }
  };

  return (
    <Modal opened onClose={onCancel} title="Add a picture" returnFocus={false}>
      {/* Its own form inside the page's: stopPropagation keeps the post's form from submitting. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Input.Wrapper
            label="Picture file"
            description="PNG, JPEG, WebP or GIF, up to 5 MB"
            error={errors.picture?.[0]}
            id={fileId}
            withAsterisk
          >
            <Input
              component="input"
              type="file"
              id={fileId}
              accept={TEXT_PICTURE_ACCEPT}
              data-autofocus
              aria-invalid={Boolean(errors.picture)}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setErrors(({ picture: _dropped, ...rest }) => rest);
              }}
            />
          </Input.Wrapper>
          <TextInput
            label="Alt text"
            description="What the picture shows, for readers who cannot see it"
            value={alt}
            maxLength={TEXT_PICTURE_ALT_MAX_LENGTH}
            onChange={(event) => {
              setAlt(event.currentTarget.value);
              setErrors(({ alt: _dropped, ...rest }) => rest);
            }}
            error={errors.alt?.[0]}
            withAsterisk
            autoComplete="off"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Insert picture
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
