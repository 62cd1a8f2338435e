import "@mantine/core/styles/Input.css";
import { Stack, Text, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandX,
  IconWorld,
} from "@tabler/icons-react";
import { Form, useNavigation } from "react-router";
import { firstError, useResultFeedback } from "~/features/accounts/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import {
  AccountMessages,
  SOCIAL_NETWORKS,
  socialLinksSchema,
  type SocialNetwork,
} from "~/features/accounts/schemas";
import { SettingsPage, SettingsSection, SubmitRow } from "~/features/accounts/settings-page";
import { updateSocialLinks } from "@server/services/accounts/update-social-links";
import { runFormAction, succeeded } from "../auth/form-actions.server";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/social-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const { facebook, instagram, twitter, website, github } = user;
  return { links: { twitter, facebook, instagram, website, github } };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Social profile");

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  return runFormAction(await request.formData(), socialLinksSchema, async (links) => {
    await updateSocialLinks(context.db, user.id, links);
    return succeeded(AccountMessages.updated);
  });
}

/** SPEC.md §5's order: Twitter, Facebook, Instagram, Website, Github. */
const FIELDS: { name: SocialNetwork; icon: typeof IconWorld; placeholder: string }[] = [
  { name: "twitter", icon: IconBrandX, placeholder: "https://x.com/yourname" },
  { name: "facebook", icon: IconBrandFacebook, placeholder: "https://facebook.com/yourname" },
  { name: "instagram", icon: IconBrandInstagram, placeholder: "https://instagram.com/yourname" },
  { name: "website", icon: IconWorld, placeholder: "https://yourname.dev" },
  { name: "github", icon: IconBrandGithub, placeholder: "https://github.com/yourname" },
];

/**
 * SPEC.md §5: a filled link that is not an http(s) URL stops the form with a modal titled
 * "Invalid URL" naming it. The same shared schema checks it again on the server.
 */
function checkLinks(event: React.FormEvent<HTMLFormElement>) {
  const form = new FormData(event.currentTarget);
  const values = Object.fromEntries(FIELDS.map(({ name }) => [name, String(form.get(name) ?? "")]));
  const result = socialLinksSchema.safeParse(values);
  if (result.success) return;
  event.preventDefault();
  const first = FIELDS.find(({ name }) => result.error.issues.some((issue) => issue.path[0] === name));
  const name = first ? SOCIAL_NETWORKS[first.name] : "Link";
  modals.open({
    title: "Invalid URL",
    children: <Text size="sm">{`${name} must be a valid URL starting with http:// or https://`}</Text>,
  });
}

export default function SocialProfile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = useResultFeedback(actionData);
  return (
    <SettingsPage>
      <SettingsSection
        title="Social profile"
        description="Optional links shown on your profile. Leave a field empty to remove that link."
      >
        <Form method="post" onSubmit={checkLinks} noValidate>
          <Stack gap="sm">
            {FIELDS.map(({ name, icon: Icon, placeholder }) => (
              <TextInput
                key={name}
                name={name}
                type="url"
                inputMode="url"
                label={SOCIAL_NETWORKS[name]}
                placeholder={placeholder}
                defaultValue={loaderData.links[name] ?? ""}
                leftSection={<Icon size={16} aria-hidden />}
                error={firstError(errors, name)}
              />
            ))}
            <SubmitRow loading={navigation.state === "submitting"}>Save links</SubmitRow>
          </Stack>
        </Form>
      </SettingsSection>
    </SettingsPage>
  );
}
