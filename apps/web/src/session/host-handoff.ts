/**
 * Actions a host page may take over when the sportsbook runs in its iframe (spec platform §5: in an embedded page
 * sign-in and sign-up are allowed only if iframe listeners are configured): sign-in, sign-up and deposit. The
 * embed feature registers the handler while the host listens for them; without one (or when it declines) the
 * app opens its own form. A plain registry, so the auth and deposit stores need no React and no feature.
 */

/** The actions a host can take over. */
export type HostAction = 'sign-in' | 'sign-up' | 'deposit';

/** Hands `action` to the host; true when the host took it (the app then opens nothing). */
type HostHandoff = (action: HostAction, reason: string | null) => boolean;

let handoff: HostHandoff | null = null;

/** Registers the handler (the embed feature); returns the function that removes it. */
export function setHostHandoff(next: HostHandoff): () => void {
  handoff = next;
  return () => {
    if (handoff === next) handoff = null;
  };
}

/** True when the host took `action` over. */
export function handOffToHost(action: HostAction, reason: string | null = null): boolean {
  return handoff?.(action, reason) ?? false;
}
