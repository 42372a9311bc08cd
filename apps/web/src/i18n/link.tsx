'use client';
/**
 * The app's `Link`: next-intl's locale-aware link that also starts the route-change progress bar when it
 * navigates to another route (lib/route-progress.ts; spec: the bar shows on every route change). A client
 * component, so server components can render it with its handlers.
 */
import { type ComponentProps, useRef } from 'react';
import { changesRoute, startRouteProgress } from '@/lib/route-progress';
import { IntlLink } from './intl-navigation';

export function Link({ onClick, onNavigate, ...props }: ComponentProps<typeof IntlLink>) {
  const target = useRef('');
  return (
    <IntlLink
      {...props}
      onClick={(event) => {
        target.current = event.currentTarget.href;
        onClick?.(event);
      }}
      onNavigate={(event) => {
        onNavigate?.(event);
        if (changesRoute(target.current)) startRouteProgress();
      }}
    />
  );
}
