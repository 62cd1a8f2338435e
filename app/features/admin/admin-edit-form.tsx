import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { failureOf, useResultFeedback } from "~/forms/form-feedback";
import type { FieldErrors, FormResult } from "~/forms/form-result";

type AdminEditFormProps = {
  /** The action's answer: its field errors go to `children`, any other failure shows on top. */
  result: FormResult | undefined;
  /** The `updated_at` the row was read at (the stale-edit rule); none when adding. */
  version?: string;
  cancelTo: string;
  submitLabel: string;
  /** "multipart/form-data" for a form that uploads files. */
  encType?: "multipart/form-data";
  children: (errors: FieldErrors | undefined) => ReactNode;
};

/** The frame of every admin add/edit form: the failure, the version, the fields, Cancel and Save. */
export function AdminEditForm({
  result,
  version,
  cancelTo,
  submitLabel,
  encType,
  children,
}: AdminEditFormProps) {
  const navigation = useNavigation();
  const errors = useResultFeedback(result);
  const failure = failureOf(result);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Form method="post" encType={encType} noValidate>
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
