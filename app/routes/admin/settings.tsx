import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { redirect } from "react-router";
import {
  CURRENCY_MAX_LENGTH,
  SITE_DESCRIPTION_MAX_LENGTH,
  SITE_SOCIAL_LINKS,
  SITE_TITLE_MAX_LENGTH,
  SiteMessages,
} from "@shared/admin/site-messages";
import { saveSettingsSchema } from "@shared/admin/site-schemas";
import { getEditableSettings, saveSiteSettings } from "@server/services/settings/site-settings";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminEditForm } from "~/features/admin/admin-edit-form";
import { flashCookie } from "~/features/auth/flash.server";
import { readForm, runFormAction } from "~/forms/form-action.server";
import { firstError } from "~/forms/form-feedback";
import { actorOf, requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/settings";

/** The form's field for each social setting. */
const SOCIAL_FIELDS = {
  facebookUrl: "facebook_url",
  instagramUrl: "instagram_url",
  twitterUrl: "twitter_url",
  linkedinUrl: "linkedin_url",
  youtubeUrl: "youtube_url",
} as const satisfies Record<keyof typeof SITE_SOCIAL_LINKS, string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { values, updatedAt } = await getEditableSettings(context.db);
  return { values, updatedAt: updatedAt.toISOString(), serverContact: context.config.contactEmail };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Site settings");

// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  return runFormAction(await readForm(request), saveSettingsSchema, async (input) => {
    await saveSiteSettings(context.db, actorOf(session), input);
    return redirect("/admin/settings", {
      headers: { "Set-Cookie": flashCookie(context.config.publicUrl, SiteMessages.settingsSaved) },
    });
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { values, updatedAt, serverContact } = loaderData;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Site settings
      </Title>
      <Text c="dimmed" size="sm">
        The currency of the cart and receipts, the site&apos;s title and description for search engines, and
        the contact address and social links in every page&apos;s footer.
      </Text>
      {/* A new version after a save starts the form afresh. */}
      <AdminEditForm
        key={updatedAt}
        result={actionData}
        version={updatedAt}
        cancelTo="/admin"
        submitLabel="Save settings"
      >
        {(errors) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                name="currency"
                label="Currency symbol"
                description="How the cart and receipts write prices. Cards are charged in US dollars."
                withAsterisk
                defaultValue={values.currency}
                maxLength={CURRENCY_MAX_LENGTH}
                error={firstError(errors, "currency")}
              />
              <TextInput
                name="title"
                label="Site title"
                withAsterisk
                defaultValue={values.title}
                maxLength={SITE_TITLE_MAX_LENGTH}
                error={firstError(errors, "title")}
              />
            </SimpleGrid>
            <Textarea
              name="description"
              label="Description"
              withAsterisk
              autosize
              minRows={2}
              defaultValue={values.description}
              maxLength={SITE_DESCRIPTION_MAX_LENGTH}
              error={firstError(errors, "description")}
            />
            <TextInput
              name="keywords"
              label="Keywords"
              defaultValue={values.keywords}
              maxLength={SITE_DESCRIPTION_MAX_LENGTH}
              error={firstError(errors, "keywords")}
            />
            <TextInput
              name="contact_email"
              label="Contact email"
              type="email"
              description={`Shown in the footer; inquiries are sent to it. Empty: ${serverContact}.`}
              defaultValue={values.contactEmail}
              error={firstError(errors, "contact_email")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {(Object.keys(SOCIAL_FIELDS) as (keyof typeof SOCIAL_FIELDS)[]).map((key) => (
                <TextInput
                  key={key}
                  name={SOCIAL_FIELDS[key]}
                  label={SITE_SOCIAL_LINKS[key]}
                  type="url"
                  placeholder="https://"
                  defaultValue={values[key]}
                  error={firstError(errors, SOCIAL_FIELDS[key])}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </AdminEditForm>
    </Stack>
  );
}
