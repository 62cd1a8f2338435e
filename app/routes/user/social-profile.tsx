import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandX,
  IconWorld,
} from "@tabler/icons-react";
import { Form, data, useNavigation } from "react-router";
import { firstError, useResultFeedback, type FormResult } from "~/features/accounts/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import {
  AccountMessages,
  SOCIAL_NETWORKS,
  socialLinksSchema,
  type SocialNetwork,
} from "~/features/accounts/schemas";
import { SettingsTabs } from "~/features/accounts/settings-tabs";
import { updateSocialLinks } from "@server/services/accounts/update-social-links";
import { failureFor, invalid, parseForm } from "../auth/form-actions.server";
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
  const parsed = parseForm(socialLinksSchema, await request.formData());
  if (!parsed.ok) return invalid(parsed.failure);
  try {
    await updateSocialLinks(context.db, user.id, parsed.value);
  } catch (error) {
    return failureFor(error);
  }
  return data<FormResult>({ ok: true, message: AccountMessages.updated });
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
  useResultFeedback(actionData);
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Account settings
      </Title>
      <SettingsTabs />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb={4}>
          Social profile
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Optional links shown on your profile. Leave a field empty to remove that link.
        </Text>
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
            <Group justify="flex-end">
              <Button type="submit" loading={navigation.state === "submitting"}>
                Save links
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
