import { Stack, Title } from "@mantine/core";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { BrandForm } from "~/features/admin/brand-form";
import { requireAdmin } from "./admin-session.server";
import { saveBrandAction } from "./brand-save.server";
import type { Route } from "./+types/add-brand";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta("Add brand");

export function action({ request, context }: Route.ActionArgs) {
  return saveBrandAction(request, context, undefined);
}

export default function AddBrand({ actionData }: Route.ComponentProps) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Add brand
      </Title>
      <BrandForm result={actionData} />
    </Stack>
  );
}
