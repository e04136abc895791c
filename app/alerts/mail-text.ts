import type { MailItem, MailLink, MailModel } from "./mail-model";

const linkLine = ({ label, href }: MailLink) => `${label}: ${href}`;

function itemText({ heading, facts, abstract, links }: MailItem) {
  return [heading, ...facts, abstract, ...links.map(linkLine)].join("\n");
}

/** The mail's text part: the same text as its HTML part, each link's address written out after its label. */
export function mailText({ brand, masthead, paragraphs, action, items, closing, footer }: MailModel): string {
  const blocks = [
    `${brand} | ${masthead}`,
    ...paragraphs,
    ...(action ? [linkLine(action)] : []),
    ...items.map(itemText),
    ...closing,
    "—",
    ...(footer.subscription ? [[footer.subscription.why, ...footer.subscription.links.map(linkLine)].join("\n")] : []),
    [footer.legalName, footer.address, footer.contact.label, footer.reply].join("\n"),
    ...(footer.disclaimer ? [footer.disclaimer] : []),
  ];
  return blocks.join("\n\n") + "\n";
}
