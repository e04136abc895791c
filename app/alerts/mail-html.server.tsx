import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import { htmlLang, type Locale } from "#app/i18n/locales";
import { mailLogoImage } from "#app/site/logo-mark";
import type { MailFooter, MailItem, MailLink, MailModel } from "./mail-model";

/**
 * The light colours are written inline, which every mail program keeps; a program in dark mode that honours
 * `prefers-color-scheme` takes the dark ones from the stylesheet, and one that inverts colours itself starts from
 * these. Every pair is at least 4.5:1 (tests/e2e/alert-mail-layout.spec.ts measures them).
 */
const light = { page: "#ffffff", text: "#1a1a1a", muted: "#4b5563", link: "#0b57d0", card: "#f3f5f8", rule: "#d5dae1" };
const NAVY = "#0A1F44";
const darkStyles = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){
.mail-page{background-color:#121417!important;color:#e8eaed!important}
.mail-text{color:#e8eaed!important}
.mail-muted{color:#b9bfc8!important}
.mail-link{color:#8ab4f8!important}
.mail-card{background-color:#1d2127!important}
.mail-rule{border-color:#3a404a!important}
.mail-button{border-color:#8ab4f8!important}
}`;

/**
 * Korean breaks between words, not between syllables (Japanese and Chinese, written without spaces, break between
 * characters, with the strict rules for small kana and closing punctuation); a long address breaks anywhere rather
 * than widen the mail.
 */
const wrapping = (language: Locale): CSSProperties => ({ wordBreak: language === "ko" ? "keep-all" : "normal", lineBreak: "strict", overflowWrap: "anywhere" });
const fontFamily = "-apple-system, 'Segoe UI', 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', 'Hiragino Sans', 'Yu Gothic', 'Microsoft YaHei', sans-serif";
const paragraph: CSSProperties = { fontSize: "16px", lineHeight: "1.6", margin: "0 0 16px", color: light.text };
const small: CSSProperties = { fontSize: "13px", lineHeight: "1.6", margin: "0 0 8px", color: light.muted };

function TextLink({ link, style }: { link: MailLink; style?: CSSProperties }) {
  return (
    <Link href={link.href} className="mail-link" style={{ color: light.link, textDecoration: "underline", ...style }}>
      {link.label}
    </Link>
  );
}

/** The reversed logo on the brand's navy band, which reads the same in light and dark mode, and the mail's kind. */
function Masthead({ brand, masthead, origin }: { brand: string; masthead: string; origin: string }) {
  return (
    <Section style={{ backgroundColor: NAVY, padding: "20px 24px" }}>
      <Img src={`${origin}${mailLogoImage.path}`} width={mailLogoImage.width} height={mailLogoImage.height} alt={brand} style={{ color: "#ffffff" }} />
      <Text style={{ ...small, color: "#ffffff", margin: "12px 0 0" }}>{masthead}</Text>
    </Section>
  );
}

function Item({ item }: { item: MailItem }) {
  return (
    <Section className="mail-card" style={{ backgroundColor: light.card, padding: "16px 20px", marginBottom: "16px", borderRadius: "6px" }}>
      <Text className="mail-text" style={{ ...paragraph, fontSize: "17px", fontWeight: 700, margin: "0 0 8px" }}>
        {item.heading}
      </Text>
      {item.facts.map((fact) => (
        <Text key={fact} className="mail-muted" style={{ ...small, margin: "0 0 4px" }}>
          {fact}
        </Text>
      ))}
      <Text className="mail-text" style={{ ...paragraph, margin: "8px 0 8px" }}>
        {item.abstract}
      </Text>
      {item.links.map((link) => (
        <Text key={link.href} style={{ ...paragraph, margin: "0 0 4px" }}>
          <TextLink link={link} />
        </Text>
      ))}
    </Section>
  );
}

function Footer({ footer }: { footer: MailFooter }) {
  return (
    <Section style={{ padding: "0 24px 24px" }}>
      <Hr className="mail-rule" style={{ borderColor: light.rule, margin: "8px 0 16px" }} />
      {footer.subscription && (
        <>
          <Text className="mail-muted" style={small}>
            {footer.subscription.why}
          </Text>
          <Text className="mail-muted" style={{ ...small, margin: "0 0 16px" }}>
            {footer.subscription.links.map((link, index) => (
              <span key={link.href}>
                {index > 0 && " · "}
                <TextLink link={link} />
              </span>
            ))}
          </Text>
        </>
      )}
      <Text className="mail-muted" style={{ ...small, margin: 0, fontWeight: 700 }}>
        {footer.legalName}
      </Text>
      <Text className="mail-muted" style={{ ...small, margin: 0 }}>
        {footer.address}
      </Text>
      <Text className="mail-muted" style={{ ...small, margin: 0 }}>
        <TextLink link={footer.contact} />
      </Text>
      <Text className="mail-muted" style={small}>
        {footer.reply}
      </Text>
      {footer.disclaimer && (
        <Text className="mail-muted" style={{ ...small, fontSize: "12px", margin: "16px 0 0" }}>
          {footer.disclaimer}
        </Text>
      )}
    </Section>
  );
}

function AlertMailDocument({ model, origin }: { model: MailModel; origin: string }) {
  return (
    <Html lang={htmlLang[model.language]}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{model.subject}</title>
        <style>{darkStyles}</style>
      </Head>
      <Preview>{model.items[0]?.heading ?? model.paragraphs[0] ?? model.subject}</Preview>
      {/* react-email's Body repeats its style on a cell inside, which a class on the body cannot reach: the colours go on the container. */}
      <Body className="mail-page" style={{ margin: 0, padding: 0, fontFamily, ...wrapping(model.language) }}>
        <Container className="mail-page" style={{ maxWidth: "600px", width: "100%", backgroundColor: light.page, color: light.text }}>
          <Masthead brand={model.brand} masthead={model.masthead} origin={origin} />
          <Section style={{ padding: "24px 24px 8px" }}>
            {model.paragraphs.map((text) => (
              <Text key={text} className="mail-text" style={paragraph}>
                {text}
              </Text>
            ))}
            {model.action && (
              <Text style={{ ...paragraph, margin: "8px 0 24px" }}>
                <Link
                  href={model.action.href}
                  className="mail-button"
                  style={{ display: "inline-block", backgroundColor: NAVY, color: "#ffffff", padding: "12px 20px", borderRadius: "6px", border: `1px solid ${NAVY}`, fontWeight: 700 }}
                >
                  {model.action.label}
                </Link>
              </Text>
            )}
            {model.items.map((item) => (
              <Item key={item.heading} item={item} />
            ))}
            {model.closing.map((text) => (
              <Text key={text} className="mail-text" style={paragraph}>
                {text}
              </Text>
            ))}
          </Section>
          <Footer footer={model.footer} />
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's HTML part; its images are the site's, at `origin`. */
export function mailHtml(model: MailModel, origin: string): Promise<string> {
  return render(<AlertMailDocument model={model} origin={origin} />);
}
