import { BLOCK_TYPES, type PageBlock, type SitePage, SitePageSchema } from '@sportsbook/contract/site';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatToggleBlock } from './blocks/chat-toggle';
import { IframeBlock } from './blocks/iframe';
import { CmsPage } from './cms-page';
import { eventsParams } from './events-params';
import { BLOCK_LOADERS } from './registry';

vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);
const site = vi.hoisted(() => ({ chat: null as { type: 'sandbox'; id: string; region: null } | null }));
vi.mock('@/lib/site-file', () => ({ readSite: () => ({ settings: { chat: site.chat } }) }));
// The server's translations: the key itself.
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const en = (text: string) => ({ en: text, es: `${text} (es)` });
const page = (blocks: unknown[], extra: Record<string, unknown> = {}): SitePage =>
  SitePageSchema.parse({ path: '/promo', blocks, ...extra });

/** Renders a configured page of blocks that need no providers (the server-drawn ones). */
async function renderPage(p: SitePage, locale = 'en') {
  return render(await CmsPage({ page: p, locale }));
}

describe('cms page', () => {
  it('has a loader for every block type', () => {
    expect(Object.keys(BLOCK_LOADERS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('draws text as text, in the page locale with English as fallback, runs as elements', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const { container } = await renderPage(
      page([
        {
          type: 'text',
          content: {
            en: [
              {
                p: [
                  { text: html },
                  { text: 'Bold', bold: true },
                  { text: 'Rules', href: '/sports/general-rules' },
                ],
              },
            ],
          },
        },
        { type: 'label', text: en('New'), tone: 'accent' },
      ]),
      'es',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(html)).toBeTruthy();
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe('/sports/general-rules');
    expect(screen.getByText('New (es)')).toBeTruthy();
  });

  it('draws image, banner, button, divider and brand logo with their links', async () => {
    await renderPage(
      page([
        { type: 'image', src: '/cms/a.svg', alt: en('Trophy'), width: 960, height: 320 },
        {
          type: 'banner',
          title: en('Final'),
          subtitle: en('Tonight'),
          link: { label: en('Go'), href: '/sports/live' },
        },
        { type: 'button', label: en('Out'), href: 'https://example.com/x' },
        { type: 'divider' },
        { type: 'brand_logo', src: '/cms/logo.svg', alt: en('Brand') },
      ]),
    );
    const image = screen.getByRole('img', { name: 'Trophy' });
    expect(image.getAttribute('src')).toBe('/fe-api/image?src=%2Fcms%2Fa.svg&width=960&height=320');
    expect(image.getAttribute('width')).toBe('960');
    expect(screen.getByRole('heading', { name: 'Final' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/sports/live');
    const out = screen.getByRole('link', { name: 'Out' });
    expect(out.getAttribute('href')).toBe('https://example.com/x');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('separator')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brand' }).getAttribute('href')).toBe('/sports');
  });

  it('scopes the page style overrides and the heading to the page', async () => {
    const { container } = await renderPage(
      page([], { heading: en('Cup'), styles: { 'color-accent': '#f5c542', 'radius-md': '2px' } }),
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--color-accent')).toBe('#f5c542');
    expect(root.style.getPropertyValue('--radius-md')).toBe('2px');
    expect(screen.getByRole('heading', { level: 1, name: 'Cup' })).toBeTruthy();
  });

  it('draws nothing for a chat toggle while no chat is configured, and logs once; a button once one is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = (label?: ReturnType<typeof en>) => ({
      block: { type: 'chat_toggle' as const, ...(label ? { label } : {}) },
      locale: 'es',
      frameOrigins: [],
    });
    expect(await ChatToggleBlock(props())).toBeNull();
    expect(await ChatToggleBlock(props())).toBeNull();
    expect(warn.mock.calls.filter(([m]) => String(m).includes('chat_toggle'))).toHaveLength(1);
    site.chat = { type: 'sandbox', id: 'desk', region: null };
    render(await ChatToggleBlock(props(en('Talk to us'))));
    expect(await screen.findByRole('button', { name: 'Talk to us (es)' })).toBeTruthy();
    cleanup();
    render(await ChatToggleBlock(props()));
    expect(await screen.findByRole('button', { name: 'open' })).toBeTruthy();
    site.chat = null;
  });

  it('frames allow-listed origins only', () => {
    const block = {
      type: 'iframe',
      src: 'https://w.example.com/x',
      title: en('Widget'),
      height: 200,
    } as const;
    const { container, rerender } = render(
      <IframeBlock block={block} locale="en" frameOrigins={['https://w.example.com']} />,
    );
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://w.example.com/x');
    expect(frame?.getAttribute('title')).toBe('Widget');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    rerender(<IframeBlock block={block} locale="en" frameOrigins={['https://other.example.com']} />);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('asks each events block its own matches', () => {
    const parse = (block: unknown) =>
      SitePageSchema.parse({ path: '/p', blocks: [block] }).blocks[0] as PageBlock;
    const params = (block: unknown) => eventsParams(parse(block) as Parameters<typeof eventsParams>[0]);
    expect(params({ type: 'live_events', sport: 'football', limit: 5 })).toMatchObject({
      match_status: [1],
      sport_key: ['football'],
      limit: 5,
    });
    expect(params({ type: 'prematch_events' })).toMatchObject({ match_status: [0], limit: 10 });
    expect(params({ type: 'outrights' })).toMatchObject({ type: 'outright' });
    expect(params({ type: 'results' })).toMatchObject({ match_status: [4], sort_by: ['start_time.desc'] });
    expect(params({ type: 'favorites' })).toMatchObject({ favourite: true });
  });
});
