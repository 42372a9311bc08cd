'use client';
/**
 * An in-app link that knows whether it is the current page (spec's active-link rule, lib/routes.ts) and says
 * so with aria-current. External links (http, sms:, mailto:) are rendered as they are.
 */
import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { isActivePath, isExternalHref } from '@/lib/routes';

export interface NavLinkProps extends Omit<ComponentProps<typeof Link>, 'href'> {
  href: string;
  /** Class added when the link is the current page. */
  activeClassName?: string;
}

export function NavLink({ href, className, activeClassName, ...props }: NavLinkProps) {
  const pathname = usePathname();
  if (isExternalHref(href)) return <a href={href} className={className} {...props} />;
  const active = isActivePath(href, pathname);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? activeClassName : undefined].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
