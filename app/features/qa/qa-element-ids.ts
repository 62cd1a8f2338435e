/** Ids of the Q&A page's elements that the server's loader and the page's components both name. */

/** The element holding a question's answer (HTML). */
export const answerHtmlId = (slug: string) => `${slug}-answer-html`;

/** The page's FAQPage structured data. */
export const FAQ_DATA_ID = "qa-faq-data";
