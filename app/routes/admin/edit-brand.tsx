import { Stack, Title } from "@mantine/core";
import { brandIdSchema } from "@shared/brands/brand-schemas";
import { BrandMessages } from "@shared/brands/brand-messages";
import { getBrand } from "@server/services/brands/read-brands";
import { data } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { BrandForm } from "~/features/admin/brand-form";
import { formFailure } from "~/forms/form-action.server";
import { requireAdmin } from "./admin-session.server";
import { saveBrandAction } from "./brand-save.server";
import type { Route } from "./+types/edit-brand";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const parsed = brandIdSchema.safeParse({ id: params.id });
  if (!parsed.success) throw data({ message: BrandMessages.notFound }, { status: 404 });
  try {
    const brand = await getBrand(context.db, parsed.data.id);
    return {
      brand: {
        id: brand.id,
        name: brand.name,
        description: brand.description,
        status: brand.status,
        updatedAt: brand.updatedAt.toISOString(),
      },
    };
  } catch (error) {
    // A brand deleted meanwhile: the 404 page.
    throw formFailure(error);
  }
}

export const meta: Route.MetaFunction = () => privatePageMeta("Edit brand");

export function action({ request, context, params }: Route.ActionArgs) {
  return saveBrandAction(request, context, params.id);
}

export default function EditBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { brand } = loaderData;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Edit brand
      </Title>
      {/* A new version after a save or a reload starts the form afresh. */}
      <BrandForm key={brand.updatedAt} brand={brand} result={actionData} />
    </Stack>
  );
}
