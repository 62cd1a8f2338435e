import {
  IconArticle,
  IconCategory,
  IconChecklist,
  IconClockPlus,
  IconFlag,
  IconCertificate,
  IconFileText,
  IconHistory,
  IconMail,
  IconMessageQuestion,
  IconSettings,
  IconTags,
  IconUsers,
  IconBook,
  IconReceipt,
  IconDiscount,
  IconFiles,
  IconDownload,
  type Icon,
} from "@tabler/icons-react";

/** Every screen of the admin area: the dashboard's cards and the admin menu list them from here. */
export const ADMIN_SCREENS: ReadonlyArray<{ to: string; label: string; description: string; icon: Icon }> = [
  {
    to: "/admin/users",
    label: "Users",
    description: "Find accounts, deactivate or reactivate them, grant the admin role, see their orders.",
    icon: IconUsers,
  },
  {
    to: "/admin/categories",
    label: "Categories",
    description: "Main and child categories: order, visibility, SEO title and description.",
    icon: IconCategory,
  },
  {
    to: "/admin/questions",
    label: "Questions",
    description: "Interview questions and their answers, edited with code blocks that are highlighted.",
    icon: IconMessageQuestion,
  },
  {
    to: "/brand-list",
    label: "Brands",
    description: "Add, edit and delete the partner brands.",
    icon: IconTags,
  },
  {
    to: "/admin/enquiries",
    label: "Inquiries",
    description: "Immigration-support inquiries: read them, mark them handled once answered.",
    icon: IconMail,
  },
  {
    to: "/admin/certificates",
    label: "Certificates",
    description: "Find a certificate by its id or its holder, and revoke it with a reason.",
    icon: IconCertificate,
  },
  {
    to: "/admin/services",
    label: "Guides and e-books",
    description: "The store's guides and e-books: prices, thumbnails, the PDF buyers read, visibility.",
    icon: IconBook,
  },
  {
    to: "/admin/orders",
    label: "Orders",
    description: "Find orders by code, buyer or payment status; see their items and events; refund them.",
    icon: IconReceipt,
  },
  {
    to: "/admin/coupons",
    label: "Coupons",
    description:
      "Discount codes: percent or dollars off, until a date, up to a number of orders; enable or disable.",
    icon: IconDiscount,
  },
  {
    to: "/admin/exams",
    label: "Exams",
    description: "Exams of the child categories: settings, their questions one by one or from a CSV file.",
    icon: IconChecklist,
  },
  {
    to: "/admin/exam-reports",
    label: "Exam reports",
    description:
      "What learners reported about exam questions: correct a key (attempts are re-scored) or close.",
    icon: IconFlag,
  },
  {
    to: "/admin/accommodations",
    label: "Exam time",
    description: "Give a learner more time in the exams they start (a multiplier from 1 to 4).",
    icon: IconClockPlus,
  },
  {
    to: "/admin/library",
    label: "PDF library",
    description: "The PDF folders and their PDFs: upload a file or link one, order, visibility.",
    icon: IconFiles,
  },
  {
    to: "/admin/tutorials",
    label: "Tutorials",
    description:
      "The torrent-style tutorials: name, description, visibility; their files, from which each torrent is built.",
    icon: IconDownload,
  },
  {
    to: "/admin/blog",
    label: "Blog",
    description: "Blog posts with their categories and tags: write, schedule, hide.",
    icon: IconArticle,
  },
  {
    to: "/admin/pages",
    label: "Pages",
    description: "The text of the about, contact, terms, privacy and FAQ pages.",
    icon: IconFileText,
  },
  {
    to: "/admin/settings",
    label: "Site settings",
    description: "Currency, the site's title and description, the contact address and social links.",
    icon: IconSettings,
  },
  {
    to: "/admin/audit-log",
    label: "Audit log",
    description: "Every change made in the admin area: who, what, when, before and after.",
    icon: IconHistory,
  },
];
