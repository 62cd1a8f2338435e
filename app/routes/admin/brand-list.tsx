import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import { Link, useFetcher } from "react-router";
import { BRAND_STATUS_LABELS, BrandMessages } from "@shared/brands/brand-messages";
import { deleteBrandSchema } from "@shared/brands/brand-schemas";
import { deleteBrand } from "@server/services/brands/delete-brand";
import { listBrands } from "@server/services/brands/read-brands";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AuditLogLink } from "~/features/admin/audit-log-link";
import { confirmRowDelete, DeleteRowButton } from "~/features/admin/content-row-buttons";
import { readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { readFormResult, toastError, toastSuccess, useFetcherResult } from "~/forms/form-feedback";
import { actorOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/brand-list";
import { RowList } from "~/components/lists/row-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const brands = await listBrands(context.db);
  return {
    brands: brands.map((brand) => ({
      id: brand.id,
      name: brand.name,
      description: brand.description,
      status: brand.status,
      updatedAt: brand.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Brands");

/** Deletes a brand by POST (SPEC's GET `brands/delete/{id}` is for Bearer clients only). */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  return runFormAction(await readForm(request), deleteBrandSchema, async ({ id, updated_at }) => {
    await deleteBrand(context.db, actorOf(session), id, updated_at);
    return succeeded(BrandMessages.deleted);
  });
}

type BrandItem = Route.ComponentProps["loaderData"]["brands"][number];

/** /brand-list (SPEC.md §2): every brand with its status, edit, and delete after a confirmation. */
export default function BrandList({ loaderData }: Route.ComponentProps) {
  const deletion = useFetcher();
  useFetcherResult(deletion, (answer) => {
    const result = readFormResult(answer);
    if (result?.ok) toastSuccess(BrandMessages.deleted);
    else toastError(result?.message ?? "The brand could not be deleted.");
  });
  const confirmDelete = (brand: BrandItem) =>
    confirmRowDelete({
      noun: "brand",
      name: brand.name,
      onConfirm: () =>
        deletion.submit({ id: String(brand.id), updated_at: brand.updatedAt }, { method: "post" }),
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Brands
        </Title>
        <Button component={Link} to="/add-brand" leftSection={<IconPlus size={18} aria-hidden />}>
          Add brand
        </Button>
      </Group>
      <RowList rows={loaderData.brands} gap="sm" empty={<Text c="dimmed">No brands yet.</Text>}>
        {(brand) => (
          <Paper component="li" key={brand.id} withBorder p="sm" radius="md" data-testid="brand-row">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {brand.name}
                  </Text>
                  <Badge color={brand.status === 1 ? "green" : "gray"} variant="light">
                    {BRAND_STATUS_LABELS[brand.status === 1 ? 1 : 0]}
                  </Badge>
                </Group>
                {brand.description && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {brand.description}
                  </Text>
                )}
              </div>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`/edit-brand/${brand.id}`}
                  variant="light"
                  size="xs"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  aria-label={`Edit ${brand.name}`}
                >
                  Edit
                </Button>
                <DeleteRowButton
                  name={brand.name}
                  loading={deletion.formData?.get("id") === String(brand.id)}
                  onClick={() => confirmDelete(brand)}
                />
              </Group>
            </Group>
          </Paper>
        )}
      </RowList>
      <AuditLogLink entityType="brand">Changes to brands in the audit log</AuditLogLink>
    </Stack>
  );
}
