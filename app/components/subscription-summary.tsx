import type { Subscription } from "#app/alerts/service";
import { htmlLang, localeNames } from "#app/i18n/locales";
import { useLanguage } from "#app/shell/use-language";
import { ContactList } from "./contact-list";

/** A subscription's address, mail language and topics. */
export function SubscriptionSummary({ subscription: { email, language, topics } }: { subscription: Subscription }) {
  const { t } = useLanguage();
  return (
    <ContactList
      rows={[
        { label: t("alerts.field.email"), value: email },
        { label: t("alerts.field.language"), value: <span lang={htmlLang[language]}>{localeNames[language]}</span> },
        { label: t("alerts.field.topics"), value: topics.map((topic) => t(`alerts.topic.${topic}`)).join(t("alerts.mail.topicSeparator")) },
      ]}
    />
  );
}
