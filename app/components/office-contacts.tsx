import type { OfficeContact } from "#app/content/office-contacts";
import { ContactList } from "./contact-list";
import { PageLink } from "./page-link";
import { SmartLink } from "./smart-link";

/** An office's contacts as a list, each address a link where it can be one. */
export function OfficeContacts({ contacts }: { contacts: readonly OfficeContact[] }) {
  return (
    <ContactList
      rows={contacts.map((contact) => ({
        label: contact.label,
        value: (
          <>
            {contact.href ? <SmartLink href={contact.href}>{contact.text}</SmartLink> : contact.text}
            {contact.more ? (
              <>
                {" · "}
                <PageLink page={contact.more.page} hash={contact.more.hash}>
                  {contact.more.label}
                </PageLink>
              </>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
