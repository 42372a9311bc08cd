/** Hides the server's first view of the banner (consent-first-view.tsx) for good: the banner is on screen, or none is needed (decided, or in a host's frame). */
export function markConsentReady(): void {
  document.documentElement.dataset.consentReady = '';
}
