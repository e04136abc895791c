import { useSite } from "#app/shell/use-site";

/** schema.org Organization data for search engines, from the identity configuration. */
export function OrganizationData() {
  const { company } = useSite();
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: company.siteUrl,
    logo: `${company.siteUrl}/favicon.svg`,
    email: company.email,
    telephone: company.telephone,
    address: company.headOffice,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
