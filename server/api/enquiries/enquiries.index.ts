import { EnquiryMessages } from "../../../shared/enquiries/enquiry-messages.ts";
import { sendEnquiry } from "../../services/enquiries/send-enquiry.ts";
import { createRouter } from "../router.ts";
import * as routes from "./enquiries.routes.ts";

export const enquiriesRouter = createRouter().openapi(routes.sendEmailImmigration, async (c) => {
  await sendEnquiry(c.var.db, c.var.config, c.req.valid("json"), { ip: c.var.clientIp });
  return c.json({ success: true as const, message: EnquiryMessages.sent }, 200);
});
