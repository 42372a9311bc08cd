/**
 * Adds a third-party script to the page (the chat and push services' loaders), under `id` so a second load can
 * see it is there. A script added this way runs when it has loaded, not in document order; `onLoad` then.
 */
export function addScript(id: string, src: string, onLoad?: () => void): void {
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  if (onLoad) script.addEventListener('load', onLoad);
  document.head.append(script);
}
