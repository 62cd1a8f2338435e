import "@mantine/core/styles/Grid.css";
import { Anchor, Container, Grid, Stack, Text, Title } from "@mantine/core";
import { EnquiryForm } from "~/features/immigration/enquiry-form";
import { ImmigrationInfo } from "~/features/immigration/immigration-info";
import { readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { fixedHeadLoader } from "~/seo";
import { EnquiryMessages } from "@shared/enquiries/enquiry-messages";
import { enquirySchema } from "@shared/enquiries/enquiry-schemas";
import { sendEnquiry } from "@server/services/enquiries/send-enquiry";
import type { Route } from "./+types/immigration-support";

export const loader = fixedHeadLoader({
  title: "Immigration support: H-1B, OPT and green cards for IT professionals",
  description:
    "How IT professionals work in the USA: the H-1B visa, OPT and STEM OPT, and employment-based green cards, in plain words. Send our team your question.",
  keywords: "H-1B, OPT, STEM OPT, green card, work visa USA, immigration support",
  path: "/immigration-support",
});

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// A refusal with a wait (429, 503, an exam's cooling-off) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

/** The enquiry form's POST: the API's schema and service (POST /public/send-email-immigration). */
export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(
    await readForm(request),
    enquirySchema,
    async (enquiry) => {
      await sendEnquiry(context.db, context.config, enquiry, { ip: context.clientIp });
      return succeeded(EnquiryMessages.sent);
    },
    { unexpected: { logger: context.logger, message: EnquiryMessages.failed } },
  );
}

/** /immigration-support: information and the enquiry form (SPEC.md §2). */
export default function ImmigrationSupport() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Immigration support for IT professionals
          </Title>
          <Text c="dimmed" mt={6} maw={760}>
            Working in the United States usually means a work visa first and, for many, a green card later.
            Here are the routes most people in IT take, and a form to ask our team about yours.
          </Text>
          {/* Below the text on narrow screens: a way straight to it. */}
          <Anchor href="#enquiry" hiddenFrom="lg" fw={600} mt="xs" display="inline-block">
            Ask our team about your case
          </Anchor>
        </div>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <ImmigrationInfo />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            {/* Stays in view beside the long text on wide screens. */}
            <div style={{ position: "sticky", top: 16 }}>
              <EnquiryForm />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
