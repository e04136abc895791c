import { classifyHref } from "#app/site/link-guard";
import { useLanguage } from "#app/shell/use-language";
import { SiteLink } from "./site-link";

type Props = Omit<React.ComponentProps<"a">, "href"> & { href: string };

/**
 * Every link whose address comes from content or configuration goes through here: internal paths use
 * the router, allowed external hosts open in a new window, and anything else renders as plain text.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const { company, t } = useLanguage();
  const target = classifyHref(href, company.allowedExternalHosts);
  if (target.kind === "internal") return <SiteLink to={target.to} {...rest}>{children}</SiteLink>;
  if (target.kind === "refused") return <span className={rest.className}>{children}</span>;
  const opensWindow = target.href.startsWith("http");
  return (
    <a href={target.href} {...rest} {...(opensWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
      {opensWindow ? <span className="visually-hidden"> {t("link.newWindow")}</span> : null}
    </a>
  );
}
