import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Alert, Button, Paper, Stack, TextInput, Textarea, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { firstError, toastError, toastSuccess, useFetcherResult } from "~/forms/form-feedback";
import type { FormResult } from "~/forms/form-result";
import { ENQUIRY_MESSAGE_MAX_LENGTH, EnquiryMessages } from "@shared/enquiries/enquiry-messages";

/**
 * The immigration enquiry form: name, email, phone and message, all required (SPEC.md §5). It
 * posts to the page's action, which checks it with the same schema as the API
 * (shared/enquiries/enquiry-schemas.ts); the answer shows above the fields and as a toast, and
 * a sent form is cleared.
 */
export function EnquiryForm() {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const failure = result && !result.ok ? result : undefined;

  useFetcherResult(fetcher, (data) => {
    const answer = data as FormResult;
    if (answer.ok) {
      form.current?.reset();
      toastSuccess(EnquiryMessages.sent);
    } else {
      toastError(answer.message);
    }
  });

  /** A field's own message; the shared "fill in all fields" one is said once, above. */
  const fieldError = (field: string) => {
    const message = firstError(failure?.errors, field);
    return message === EnquiryMessages.required ? true : message;
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      component="section"
      id="enquiry"
      aria-labelledby="enquiry-title"
      style={{ scrollMarginTop: 16 }}
    >
      <Title order={2} size="h3" id="enquiry-title" mb="xs">
        Send us your inquiry
      </Title>
      <fetcher.Form method="post" noValidate ref={form}>
        <Stack gap="sm">
          {result?.ok && (
            <Alert
              color="green"
              icon={<IconCircleCheck size={18} aria-hidden />}
              role="status"
              data-testid="enquiry-sent"
            >
              {EnquiryMessages.sent}
            </Alert>
          )}
          {failure && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
              data-testid="enquiry-error"
            >
              {failure.message}
            </Alert>
          )}
          <TextInput
            name="name"
            label="Name"
            autoComplete="name"
            required
            maxLength={100}
            error={fieldError("name")}
          />
          <TextInput
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            maxLength={255}
            error={fieldError("email")}
          />
          <TextInput
            name="phone"
            type="tel"
            label="Phone"
            autoComplete="tel"
            placeholder="+1 (555) 010-2030"
            required
            maxLength={20}
            error={fieldError("phone")}
          />
          <Textarea
            name="message"
            label="Message"
            placeholder="Your situation and your question: current status, degree, the job or employer, your timeline."
            required
            autosize
            minRows={5}
            maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
            error={fieldError("message")}
          />
          <Button type="submit" loading={fetcher.state !== "idle"} w={{ base: "100%", sm: "auto" }}>
            Send inquiry
          </Button>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
