import "@mantine/core/styles/Paper.css";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useNavigation } from "react-router";
import { readForm } from "~/forms/form-action.server";
import { useResultFeedback } from "~/forms/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ProfileForm } from "~/features/accounts/profile-form";
import { COUNTRIES } from "@server/services/accounts/countries";
import { requireUser } from "../auth/session-user.server";
import { bodyTooLarge, saveProfile } from "./profile-action.server";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const { name, phoneNumber, nationalityId, bio, imageUrl } = user;
  return { user: { name, phoneNumber, nationalityId, bio, imageUrl }, countries: COUNTRIES };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Edit profile");

// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  return bodyTooLarge(request) ?? saveProfile(await readForm(request), user.id, context);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = useResultFeedback(actionData);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Edit profile
        </Title>
        <Text c="dimmed">How you appear on your certificates and to the people you refer.</Text>
      </div>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <ProfileForm
          user={loaderData.user}
          countries={loaderData.countries}
          errors={errors}
          submitting={navigation.state === "submitting"}
        />
      </Paper>
    </Stack>
  );
}
