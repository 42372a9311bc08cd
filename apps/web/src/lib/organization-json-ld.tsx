/** The organisation structured-data block of the spec's page shell (schema.org Organization as JSON-LD). */

export interface OrganizationJsonLdProps {
  name: string;
  /** Absolute site URL; without one the block only names the organisation. */
  url: string | null;
  logo?: string;
}

/** JSON in a script element must not contain `</script>`; escaping `<` is enough to make that impossible. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function OrganizationJsonLd({ name, url, logo }: OrganizationJsonLdProps) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    ...(url ? { url } : {}),
    ...(url && logo ? { logo: new URL(logo, url).toString() } : {}),
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw script text; safeJson escapes it
      dangerouslySetInnerHTML={{ __html: safeJson(data) }}
    />
  );
}
