import { createRoute, z } from "@hono/zod-openapi";
import { enquirySchema } from "../../../shared/enquiries/enquiry-schemas.ts";
import { ValidationErrorSchema, jsonContent, rateLimitedResponse } from "../router.ts";

export const sendEmailImmigration = createRoute({
  method: "post",
  path: "/public/send-email-immigration",
  tags: ["Immigration support"],
  summary: "Send an immigration-support inquiry to the site's team",
  description:
    "Every field is required. The inquiry is stored and mailed to the site's contact address (Reply-To: the sender). " +
    "At most 5 inquiries per client address per hour.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: enquirySchema.openapi("EnquiryBody", {
            example: {
              name: "Priya Sharma",
              email: "priya@example.com",
              phone: "+1 (555) 010-2030",
              message:
                "I am on STEM OPT and my employer wants to file an H-1B petition. What are my options?",
            },
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string() }).openapi("EnquirySent"),
      'Stored and queued for mail: `message` is "Thank You! We will contact you soon."',
    ),
    422: jsonContent(
      ValidationErrorSchema,
      'A missing field: "Please fill in all required fields (Name, Email,Phone Message)."; or an invalid email or phone',
    ),
    ...rateLimitedResponse,
  },
});
