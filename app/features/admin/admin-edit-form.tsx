import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Paper, Stack } from "@mantine/core";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { failureOf, useErrorsUntilEdited, useResultFeedback } from "~/forms/form-feedback";
import type { FieldErrors, FormResult } from "~/forms/form-result";
import { useUnsavedChangesGuard } from "~/forms/unsaved-changes";

type AdminEditFormProps = {
  /** The action's answer: its field errors go to `children`, any other failure shows on top. */
  result: FormResult | undefined;
  /** The `updated_at` the row was read at (the stale-edit rule); none when adding. */
  version?: string;
  cancelTo: string;
  submitLabel: string;
  /** "multipart/form-data" for a form that uploads files. */
  encType?: "multipart/form-data";
  /**
   * The file fields' size limits, checked before the form is sent: a file over its limit is named
   * under its field and nothing is sent (the server holds the same limits).
   */
  fileLimits?: Record<string, FileLimit>;
  children: (errors: FieldErrors | undefined) => ReactNode;
};

/** A file field's largest size and what is said when a chosen file is larger. */
export type FileLimit = { maxBytes: number; message: string };

/** The messages of the chosen files that are larger than their fields allow; none when all fit. */
export function oversizedFiles(form: FormData, limits: Record<string, FileLimit>): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const [name, { maxBytes, message }] of Object.entries(limits)) {
    const file = form.get(name);
    if (file instanceof File && file.size > maxBytes) errors[name] = [message];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The frame of every admin add/edit form: the failure, the version, the fields, Cancel and Save.
 * Leaving it with changes not saved asks first (useUnsavedChangesGuard); a field's message goes
 * once the field is edited (useErrorsUntilEdited).
 */
export function AdminEditForm({
  result,
  version,
  cancelTo,
  submitLabel,
  encType,
  fileLimits,
  children,
}: AdminEditFormProps) {
  const navigation = useNavigation();
  const serverErrors = useResultFeedback(result);
  const failure = failureOf(result);
  const [checkedFiles, setCheckedFiles] = useState<FieldErrors>();
  const fileErrors = useErrorsUntilEdited(checkedFiles);
  const form = useRef<HTMLFormElement>(null);
  const sent = useUnsavedChangesGuard(form, result);
  const send = (event: React.FormEvent<HTMLFormElement>) => {
    const found = fileLimits && oversizedFiles(new FormData(event.currentTarget), fileLimits);
    setCheckedFiles(found);
    if (found) event.preventDefault();
    else sent();
  };
  const errors = useMemo(
    () => (fileErrors ? { ...serverErrors, ...fileErrors } : serverErrors),
    [serverErrors, fileErrors],
  );
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Form ref={form} method="post" encType={encType} onSubmit={send} noValidate>
        <Stack gap="sm">
          {failure && !failure.errors && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          {version && <input type="hidden" name="updated_at" value={version} />}
          {children(errors)}
          <Group justify="flex-end">
            <Button component={Link} to={cancelTo} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={navigation.state === "submitting"}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
