import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, NativeSelect, Paper, Stack, TextInput, Textarea } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import {
  BRAND_DESCRIPTION_MAX_LENGTH,
  BRAND_NAME_MAX_LENGTH,
  BRAND_STATUS_LABELS,
} from "@shared/brands/brand-messages";
import { failureOf, firstError, useResultFeedback } from "~/forms/form-feedback";
import type { FormResult } from "~/forms/form-result";

export type BrandFormValues = {
  id: number;
  name: string;
  description: string | null;
  status: number;
  /** The version the form was read at (the stale-edit rule). */
  updatedAt: string;
};

/** /add-brand and /edit-brand/{id}: name, description and status (SPEC.md §2, §5). */
export function BrandForm({ brand, result }: { brand?: BrandFormValues; result: FormResult | undefined }) {
  const navigation = useNavigation();
  const errors = useResultFeedback(result);
  const failure = failureOf(result);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Form method="post" noValidate>
        <Stack gap="sm">
          {failure && !failure.errors && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          {brand && <input type="hidden" name="updated_at" value={brand.updatedAt} />}
          <TextInput
            name="name"
            label="Name"
            withAsterisk
            defaultValue={brand?.name}
            maxLength={BRAND_NAME_MAX_LENGTH}
            error={firstError(errors, "name")}
          />
          <Textarea
            name="description"
            label="Description"
            autosize
            minRows={3}
            defaultValue={brand?.description ?? ""}
            maxLength={BRAND_DESCRIPTION_MAX_LENGTH}
            error={firstError(errors, "description")}
          />
          <NativeSelect
            name="status"
            label="Status"
            withAsterisk
            defaultValue={String(brand?.status ?? 1)}
            data={[
              { value: "1", label: BRAND_STATUS_LABELS[1] },
              { value: "0", label: BRAND_STATUS_LABELS[0] },
            ]}
            error={firstError(errors, "status")}
          />
          <Group justify="flex-end">
            <Button component={Link} to="/brand-list" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={navigation.state === "submitting"}>
              {brand ? "Save brand" : "Add brand"}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
