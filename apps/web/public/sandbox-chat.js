/*
 * The sandbox chat widget (site settings `"chat": { "type": "sandbox", "id": "..." }`): a stand-in for a chat
 * service's loader script, served by the web app itself so the loader and the chat toggle can be tried without the
 * network. Like the real services' scripts it reads its settings from a global (window.SandboxChat, set by
 * features/chat before this script loads) and draws its own launcher and panel. Nothing leaves the page.
 */
(() => {
  const settings = window.SandboxChat;
  if (!settings || document.getElementById('sandbox-chat')) return;
  const labels = settings.labels;

  const root = document.createElement('div');
  root.id = 'sandbox-chat';
  root.dataset.chatId = settings.id;
  root.style.cssText = [
    'position:fixed',
    'inset-inline-end:16px',
    'z-index:var(--z-overlay, 1000)',
    'display:flex',
    'flex-direction:column',
    'align-items:flex-end',
    'gap:8px',
    'font-family:var(--font-family, sans-serif)',
  ].join(';');

  const panel = document.createElement('section');
  panel.id = 'sandbox-chat-panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', 'sandbox-chat-title');
  panel.hidden = true;
  panel.style.cssText = [
    'width:min(320px, calc(100vw - 32px))',
    'padding:16px',
    'border-radius:var(--radius-lg, 12px)',
    'border:1px solid var(--color-border-strong, #3b4a5c)',
    'background:var(--color-surface, #141a22)',
    'color:var(--color-text, #eef2f6)',
    'box-shadow:var(--shadow-raised, 0 8px 24px rgb(0 0 0 / 0.4))',
  ].join(';');

  const title = document.createElement('h2');
  title.id = 'sandbox-chat-title';
  title.textContent = labels.title;
  title.style.cssText = 'margin:0 0 8px;font-size:var(--font-size-md, 15px)';
  const welcome = document.createElement('p');
  welcome.textContent = labels.welcome;
  welcome.style.cssText =
    'margin:0 0 12px;color:var(--color-text-muted, #a3b1c2);font-size:var(--font-size-sm, 13px)';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = labels.close;
  const buttonStyle = [
    'min-height:44px',
    'padding:0 16px',
    'border-radius:var(--radius-pill, 999px)',
    'border:1px solid var(--color-border-strong, #3b4a5c)',
    'font:inherit',
    'font-weight:600',
    'cursor:pointer',
  ];
  close.style.cssText = [
    ...buttonStyle,
    'background:var(--color-surface-2, #1b232d)',
    'color:var(--color-text, #eef2f6)',
  ].join(';');
  panel.append(title, welcome, close);

  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.id = 'sandbox-chat-launcher';
  launcher.textContent = labels.open;
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-controls', panel.id);
  launcher.style.cssText = [
    ...buttonStyle,
    'border-color:transparent',
    'background:var(--color-accent, #c8f53c)',
    'color:var(--color-on-accent, #0d1117)',
    'box-shadow:var(--shadow-raised, 0 8px 24px rgb(0 0 0 / 0.4))',
  ].join(';');

  const toggle = (open) => {
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    (open ? close : launcher).focus();
  };
  launcher.addEventListener('click', () => toggle(panel.hidden));
  close.addEventListener('click', () => toggle(false));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') toggle(false);
  });

  // Above the mobile tab bar (below 780 px, styles/tokens.css).
  const mobile = window.matchMedia('(max-width: 779.98px)');
  const place = () => {
    root.style.bottom = mobile.matches ? 'calc(var(--tabbar-height, 60px) + 16px)' : '16px';
  };
  place();
  mobile.addEventListener('change', place);

  root.append(panel, launcher);
  document.body.append(root);
  settings.toggle = () => toggle(panel.hidden);
  // What a page's own chat button (the CMS's chat toggle) calls, as a service's API would be called.
  settings.show = (open) => toggle(open);
  settings.isOpen = () => !panel.hidden;
})();
