import { logoImage } from "#app/site/logo-mark";
import { useLanguage } from "#app/shell/use-language";
import { StructuredData } from "./structured-data";

/** The logo as schema.org wants it: a raster image with its size (search engines take no SVG here). */
export const logoObject = (siteUrl: string) => ({ "@type": "ImageObject", url: siteUrl + logoImage.path, width: logoImage.width, height: logoImage.height });

/** schema.org Organization data for search engines, from the identity configuration. */
export function OrganizationData() {
  const { company } = useLanguage();
  return (
    <StructuredData
      data={{
        "@type": "Organization",
        name: company.name,
        legalName: company.legalName,
        url: company.siteUrl,
        logo: logoObject(company.siteUrl),
        email: company.email,
        telephone: company.telephone,
        address: company.headOffice,
      }}
    />
  );
}
