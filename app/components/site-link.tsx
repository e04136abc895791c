type Props = Omit<React.ComponentProps<"a">, "href"> & { to: string };

/**
 * The attributes of a link to a page of this site as plain markup: the shell (`SiteLinkNavigation`) makes a click on it a client
 * navigation and a pointer or focus resting on it a prefetch of its page, as React Router's `Link` would, and React
 * Router's route discovery reads `data-discover`. A `Link` hydrates as two components with three effects; the header,
 * the drawer and the footer alone hold seventy links, and their effects were most of the effects React ran in one
 * task as a page became interactive (219 of 276 on IR).
 */
export const siteLinkAttributes = (to: string) => ({ href: to, "data-discover": "true" }) as const;

/** A link to a page of this site (see `siteLinkAttributes`). */
export function SiteLink({ to, ...rest }: Props) {
  return <a {...siteLinkAttributes(to)} {...rest} />;
}
