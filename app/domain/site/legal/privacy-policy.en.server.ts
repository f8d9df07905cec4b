import type { SiteFacts } from "../site-facts.server.ts";
import { list, p, section, type LegalDocument } from "./legal-document.ts";

/** The privacy policy in English; the German text (privacy-policy.de.server.ts) says the same. */
export function privacyPolicyEn(facts: SiteFacts): LegalDocument {
  const o = facts.operator;
  const address = [o.name, o.street, o.city, o.country].join(", ");
  return {
    title: "Privacy Policy",
    intro: [
      "This policy explains which personal data Legal Calendar processes when you visit this website, subscribe to a calendar feed, sign in or contact us, why we do so, how long we keep it, and which rights you have under the General Data Protection Regulation (GDPR).",
    ],
    sections: [
      section(
        "controller",
        "1. Controller",
        p(`The controller within the meaning of Art. 4(7) GDPR is ${address}, represented by ${o.representative}.`),
        p(`E-mail: [${o.email}](mailto:${o.email})${o.phone ? `, phone: ${o.phone}` : ""}.`),
      ),
      section(
        "server-logs",
        "2. Server logs",
        p("Every time a page, a file or a calendar feed is requested, the server records a log entry with:"),
        list(
          "the date and time of the request",
          "the HTTP method and the requested path (for example /pricing)",
          "the HTTP status code and how long the answer took",
          "a random request number that lets us find the entry again when you report an error",
        ),
        p(
          "The application does not write your IP address, your browser's identification or the page you came from into its logs. Your IP address is processed only for as long as it takes to send the answer to your device.",
        ),
        p(
          "Purpose and legal basis: running the service securely, finding errors and defending against attacks; our legitimate interest under Art. 6(1)(f) GDPR.",
        ),
        p(
          `Retention: log entries are deleted after ${facts.logRetentionDays} days at the latest, unless a specific entry is needed to investigate a security incident; then it is kept until the investigation is finished.`,
        ),
      ),
      section(
        "cookies",
        "3. Cookies",
        p(
          "We only set cookies that are strictly necessary to provide a service you have asked for (§ 25(2) no. 2 TDDDG). We therefore do not ask for your consent and show no cookie banner:",
        ),
        list(
          `lc_session – your session after you have signed in. It contains only a random identifier and ends when you sign out or after ${facts.sessionIdleMinutes} minutes without activity.`,
          "A short-lived sign-in cookie that connects your return from the sign-in provider to the sign-in you started; it is deleted when the sign-in is complete.",
          "lang – the language you chose with the language switch (English or German); set only when you use the switch and kept for one year.",
        ),
        p("No other cookies are set, and no data is stored in your browser for tracking or advertising."),
      ),
      section(
        "analytics",
        "4. Analytics and tracking",
        p(
          "We use no analytics, no tracking pixels, no advertising networks and no social media plugins. Our pages load no content from other websites: every script, style sheet, image and font comes from our own server.",
        ),
      ),
      section(
        "fonts",
        "5. Fonts",
        p(
          "The typeface Inter is hosted on our own server. Your browser does not connect to Google Fonts or any other font service, so no data is passed to one.",
        ),
      ),
      section(
        "feeds",
        "6. Calendar feeds and decision pages",
        p(
          "Calendar feeds and decision pages can be used without an account. Your calendar app fetches a feed regularly; each fetch is handled like any other request (section 2). We do not know who has subscribed to which feed.",
        ),
      ),
      section(
        "accounts",
        "7. Accounts and sign-in",
        p(
          "You can sign in with an existing account of a sign-in provider (for example Microsoft or Google, or another OpenID Connect provider configured by us). The provider tells us your name, your e-mail address, whether it is verified, the address of your profile picture and a provider-specific identifier. We use the e-mail address only if the provider confirms that it is verified. We do not receive your password. The provider processes your sign-in under its own privacy policy.",
        ),
        p(
          "We store this data as your account, together with the date it was created. If you join the waitlist for the Word add-in, we store your e-mail address and name as a waitlist entry. For the research assistant we count the questions you ask, to apply the usage limit.",
        ),
        p(
          "Purpose and legal basis: providing the account and the services you use with it; performance of a contract under Art. 6(1)(b) GDPR.",
        ),
        p(
          "Retention: until you delete your account. Sessions end when you sign out or after the inactivity period and are then deleted.",
        ),
        p(
          "When you delete your account, one thing stays: the number of questions you have asked the research assistant, stored under a one-way hash (SHA-256) of your sign-in provider's address and its identifier for you, without your name, e-mail address or any content. If you sign in again with the same provider account, the usage limit continues from that number instead of starting afresh. Purpose and legal basis: keeping the usage limit from being evaded by deleting and re-creating an account; our legitimate interest under Art. 6(1)(f) GDPR. Retention: as long as we offer the research assistant with a usage limit.",
        ),
      ),
      section(
        "assistant",
        "8. Research assistant and AI model provider",
        p(
          "The research assistant stores your projects, your chats, your questions and its answers with their sources in your account, so that you can find them again. You can delete single chats and projects, or everything with your account.",
        ),
        facts.aiProvider
          ? p(
              `To answer a question, we send your question, the earlier messages of the same chat and relevant passages of legal texts to our AI model provider, ${facts.aiProvider}. The provider processes this data on our behalf as a processor under a data processing agreement (Art. 28 GDPR) and only to produce the answer. Please do not enter client names or other confidential data in your questions. If the provider processes data outside the EU or EEA, the transfer is based on an adequacy decision of the European Commission or on standard contractual clauses (Art. 44 ff. GDPR).`,
            )
          : p(
              "The research assistant is currently not connected to an AI model provider. No data is sent to one. Should we connect one, this section will name it before any data is sent.",
            ),
        p("Legal basis: performance of a contract under Art. 6(1)(b) GDPR."),
      ),
      section(
        "contact",
        "9. Contacting us",
        p(
          "When you write to us by e-mail, we use your e-mail address, your name and the content of your message to answer your request. Legal basis: Art. 6(1)(b) GDPR where your request concerns a contract, otherwise our legitimate interest in answering enquiries under Art. 6(1)(f) GDPR.",
        ),
        p(
          "We delete the correspondence once your request has been dealt with, unless statutory retention periods (for example for business letters under German commercial and tax law, six or ten years) require us to keep it.",
        ),
      ),
      section(
        "recipients",
        "10. Recipients and processors",
        p(
          "Your data is stored in the database of this service on servers that we operate or have operated for us by a hosting provider under a data processing agreement.",
        ),
        p(
          facts.aiProvider
            ? `Questions to the research assistant go to ${facts.aiProvider} (section 8). There are no other recipients.`
            : "There are no other recipients.",
        ),
        p("We do not sell personal data and do not use it for advertising."),
      ),
      section(
        "rights",
        "11. Your rights",
        p("Under the GDPR you have the right"),
        list(
          "to access the data we hold about you (Art. 15),",
          "to have incorrect data rectified (Art. 16),",
          "to have your data erased (Art. 17),",
          "to have processing restricted (Art. 18),",
          "to have us notify every recipient of your data of any such rectification, erasure or restriction, and to be told who those recipients are (Art. 19),",
          "to receive your data in a structured, machine-readable format (Art. 20), and",
          "to object to processing based on our legitimate interests (Art. 21).",
        ),
        p(
          "In the product: on your [account page](/account) you can export all data stored in your account as a file at any time (access and portability), and delete your account with all its data (erasure), except the question count described in section 7. Your name and e-mail address come from your sign-in provider; change them there, and they are updated the next time you sign in.",
        ),
        p(
          `For everything else, write to [${o.email}](mailto:${o.email}). We answer within one month (Art. 12(3) GDPR).`,
        ),
      ),
      section(
        "complaint",
        "12. Right to lodge a complaint",
        p(
          `You have the right to lodge a complaint with a supervisory authority (Art. 77 GDPR). The authority responsible for us is: ${facts.supervisoryAuthority}.`,
        ),
      ),
      section(
        "automated",
        "13. No automated decisions",
        p(
          "We make no decisions based solely on automated processing that have legal effects for you or similarly affect you (Art. 22 GDPR).",
        ),
      ),
      section(
        "changes",
        "14. Changes",
        p("We update this policy when the service or the law changes. The current version is always on this page."),
      ),
    ],
  };
}
