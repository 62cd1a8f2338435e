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
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { firstError, useResultFeedback } from "~/forms/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import {
  AccountMessages,
  SOCIAL_NETWORKS,
  invalidSocialLink,
  type SocialNetwork,
} from "@shared/accounts/account-messages";
import { socialLinksSchema } from "@shared/accounts/account-schemas";
import { isHttpUrl } from "@shared/forms/http-url";
import type { FieldErrors } from "~/forms/form-result";
import { SettingsPage, SettingsSection, SubmitRow } from "~/features/accounts/settings-page";
import { updateSocialLinks } from "@server/services/accounts/update-social-links";
import { runFormAction, succeeded, readForm } from "~/forms/form-action.server";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/social-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const { facebook, instagram, twitter, website, github } = user;
  return { links: { twitter, facebook, instagram, website, github } };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Social profile");

// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  return runFormAction(await readForm(request), socialLinksSchema, async (links) => {
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

/** Every filled link that is not an http(s) URL, with SPEC.md §5's message for it. */
function invalidLinks(form: HTMLFormElement): FieldErrors {
  const data = new FormData(form);
  const errors: FieldErrors = {};
  for (const { name } of FIELDS) {
    const value = String(data.get(name) ?? "").trim();
    if (value !== "" && !isHttpUrl(value)) errors[name] = [invalidSocialLink(SOCIAL_NETWORKS[name])];
  }
  return errors;
}

export default function SocialProfile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const serverErrors = useResultFeedback(actionData);
  const [checkErrors, setCheckErrors] = useState<FieldErrors | undefined>();
  const errors = checkErrors ?? serverErrors;

  /**
   * SPEC.md §5: a filled link that is not an http(s) URL stops the form with a modal titled
   * "Invalid URL"; every such link is named at once, and marked under its field. The server
   * checks the same rule again (shared/accounts/account-schemas.ts).
   */
  const checkLinks = (event: React.FormEvent<HTMLFormElement>) => {
    const invalid = invalidLinks(event.currentTarget);
    const messages = Object.values(invalid).flat();
    setCheckErrors(messages.length > 0 ? invalid : undefined);
    if (messages.length === 0) return;
    event.preventDefault();
    modals.open({
      title: "Invalid URL",
      children: (
        <Stack gap={4}>
          {messages.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Stack>
      ),
    });
  };
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
