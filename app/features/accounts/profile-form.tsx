import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Avatar.css";
import { Avatar, Group, NativeSelect, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { FileField } from "~/forms/file-field";
import { IconPhoto } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { firstError, toastError } from "~/forms/form-feedback";
import type { FieldErrors } from "~/forms/form-result";
import { AccountMessages } from "@shared/accounts/account-messages";
import { SubmitRow } from "./settings-page";

export type ProfileFormUser = {
  name: string;
  phoneNumber: string | null;
  nationalityId: string | null;
  bio: string | null;
  imageUrl: string | null;
};

/**
 * SPEC.md §5's toasts, before anything is sent: an empty phone gets its toast and the form is sent
 * all the same, so that the server's answer marks every missing field at once (its "Validation
 * Errors" popup lists them); a file the browser does not call an image gets its toast and is not
 * uploaded. The server checks everything again, and the photo by its bytes.
 */
function checkBeforeSubmit(event: React.FormEvent<HTMLFormElement>) {
  const form = new FormData(event.currentTarget);
  if (String(form.get("phone_number") ?? "").trim() === "") toastError(AccountMessages.phoneRequired);
  const file = form.get("file");
  if (file instanceof File && file.size > 0 && !file.type.startsWith("image/")) {
    event.preventDefault();
    toastError(AccountMessages.invalidImage);
  }
}

/** Name, phone, country, bio and photo (SPEC.md §2 /user/profile; also the Edit Profile tab). */
export function ProfileForm({
  user,
  countries,
  errors,
  submitting,
  action,
  intent,
}: {
  user: ProfileFormUser;
  countries: readonly string[];
  errors?: FieldErrors;
  submitting: boolean;
  /** The route whose action saves it; the current route when absent. */
  action?: string;
  /** Sent as `intent` where one route's action serves several forms. */
  intent?: string;
}) {
  // The photo chosen, shown before it is saved (its error goes with the file it was about:
  // useErrorsUntilEdited).
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const fileError = firstError(errors, "file");
  const choosePhoto = (file: File | null) => {
    setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
  };
  return (
    <Form method="post" encType="multipart/form-data" action={action} onSubmit={checkBeforeSubmit} noValidate>
      {intent && <input type="hidden" name="intent" value={intent} />}
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar
            src={preview ?? user.imageUrl}
            alt={preview ? "The photo you chose" : user.imageUrl ? "Your profile photo" : ""}
            size={72}
            radius={72}
            color="indigo"
          >
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <FileField
            name="file"
            label="Photo"
            description="PNG or JPG, up to 5 MB"
            placeholder="Choose a photo"
            accept="image/png,image/jpeg"
            leftSection={<IconPhoto size={16} aria-hidden />}
            clearable
            onChange={choosePhoto}
            error={fileError}
            style={{ flex: 1, minWidth: 0 }}
          />
        </Group>
        <TextInput
          name="name"
          label="Name"
          autoComplete="name"
          defaultValue={user.name}
          withAsterisk
          error={firstError(errors, "name")}
        />
        <TextInput
          name="phone_number"
          type="tel"
          label="Phone number"
          autoComplete="tel"
          defaultValue={user.phoneNumber ?? ""}
          withAsterisk
          error={firstError(errors, "phone_number")}
        />
        <NativeSelect
          name="nationality_id"
          label="Country"
          defaultValue={user.nationalityId ?? ""}
          data={[{ value: "", label: "Select your country" }, ...countries]}
          withAsterisk
          error={firstError(errors, "nationality_id")}
        />
        <Textarea
          name="bio"
          label="Bio"
          description="A few words about you and the job you are preparing for"
          defaultValue={user.bio ?? ""}
          autosize
          minRows={3}
          maxRows={8}
          withAsterisk
          error={firstError(errors, "bio")}
        />
        <SubmitRow loading={submitting}>Save profile</SubmitRow>
        <Text size="xs" c="dimmed">
          Fields marked * are required.
        </Text>
      </Stack>
    </Form>
  );
}
