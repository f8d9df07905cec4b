import type { SiteFacts } from "../site-facts.server.ts";
import { list, p, section, type LegalDocument } from "./legal-document.ts";

/** The plain-language GDPR page in English (gdpr.de.server.ts is the German one). */
export function gdprEn(facts: SiteFacts): LegalDocument {
  const email = facts.operator.email;
  return {
    title: "GDPR compliance, in plain language",
    intro: [
      "Short answers to the questions we would ask ourselves: what do you keep about me, where, for how long, who else sees it, and how do I get it or get rid of it? The binding details are in our [privacy policy](/privacy-policy).",
    ],
    sections: [
      section(
        "without-account",
        "Without an account",
        p(
          `Reading pages and subscribing to calendar feeds needs no account. We keep nothing about you except short server logs (date, time, requested path, status code; no IP address), deleted after ${facts.logRetentionDays} days.`,
        ),
      ),
      section(
        "stored",
        "What we store per user",
        p("Once you sign in, your account holds:"),
        list(
          "your name, e-mail address and profile picture address, as your sign-in provider sent them, and the provider's identifier for you",
          "when the account was created",
          `your sessions: a hashed random identifier and timestamps; a session ends when you sign out or after ${facts.sessionIdleMinutes} minutes without activity`,
          "your waitlist entry for the Word add-in, if you joined (e-mail address, name, date)",
          "your research assistant projects, chats, questions and answers with their sources",
          "how many questions you have asked the research assistant (for the usage limit)",
        ),
        p("We store no passwords, no payment data, no tracking data, and no list of the feeds you subscribe to."),
      ),
      section(
        "where",
        "Where it is stored",
        p(
          "In the database of this service, on servers we operate or that a hosting provider operates for us under a data processing agreement. Your browser stores only the cookies listed in the privacy policy: your session, a short-lived sign-in cookie and, if you used the language switch, your language.",
        ),
      ),
      section(
        "how-long",
        "How long we keep it",
        list(
          "account data, waitlist entry and research assistant data: until you delete them or your account",
          "sessions: until you sign out or the session expires",
          `server logs: ${facts.logRetentionDays} days`,
          "e-mails to us: until your request is dealt with, unless commercial or tax law requires us to keep them longer",
        ),
      ),
      section(
        "processors",
        "Who else processes it",
        list(
          "our hosting provider, which runs the servers (a processor under Art. 28 GDPR)",
          facts.aiProvider
            ? `${facts.aiProvider}, our AI model provider: receives your research assistant questions and the chat they belong to, only to answer them (a processor under Art. 28 GDPR)`
            : "no AI model provider: the research assistant is not connected to one at the moment",
        ),
        p(
          "Your sign-in provider (for example Microsoft or Google) is not our processor: it is the service you chose to prove who you are, under its own privacy policy. We use no analytics, advertising or social media services.",
        ),
      ),
      section(
        "export-delete",
        "How to export or delete your data",
        list(
          "Export: on your [account page](/account), choose the export. You get a file with everything your account holds.",
          "Delete: on the same page, delete your account. Your account, sessions, waitlist entry, projects, chats and usage counter are deleted at once.",
          `Anything else, or no access to your account: write to [${email}](mailto:${email}). We answer within 24 hours on working days and complete requests within one month at the latest.`,
        ),
      ),
      section(
        "complaints",
        "If you are not happy",
        p(
          `Tell us first at [${email}](mailto:${email}). You can also complain to the data protection supervisory authority: ${facts.supervisoryAuthority}.`,
        ),
      ),
    ],
  };
}
