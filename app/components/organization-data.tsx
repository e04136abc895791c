import { useSite } from "#app/shell/use-site";
import { StructuredData } from "./structured-data";

/** schema.org Organization data for search engines, from the identity configuration. */
export function OrganizationData() {
  const { company } = useSite();
  return (
    <StructuredData
      data={{
        "@type": "Organization",
        name: company.name,
        legalName: company.legalName,
        url: company.siteUrl,
        logo: `${company.siteUrl}/favicon.svg`,
        email: company.email,
        telephone: company.telephone,
        address: company.headOffice,
      }}
    />
  );
}
