/**
 * Which component draws each block type, each loaded on first use: a page loads (and ships to the browser) only
 * the blocks it has. `null` is a type whose feature is not in this build (the chat toggle, the notifications and
 * bonuses lists): such a block draws nothing, and the server logs it once.
 */
import type { BlockType } from '@sportsbook/contract/site';
import type { ComponentType } from 'react';
import type { BlockProps } from './block-props';

// biome-ignore lint/suspicious/noExplicitAny: each loader returns the component of its own block type.
type Loader = () => Promise<ComponentType<BlockProps<any>>>;

const content = () => import('./blocks/content');
const links = () => import('./blocks/links');
const catalogue = () => import('./blocks/catalogue');

export const BLOCK_LOADERS: Record<BlockType, Loader | null> = {
  text: () => content().then((m) => m.TextBlock),
  label: () => content().then((m) => m.LabelBlock),
  image: () => content().then((m) => m.ImageBlock),
  banner: () => content().then((m) => m.BannerBlock),
  button: () => content().then((m) => m.ButtonBlock),
  divider: () => content().then((m) => m.DividerBlock),
  brand_logo: () => content().then((m) => m.BrandLogoBlock),
  modal: () => import('./blocks/modal').then((m) => m.ModalBlock),
  iframe: () => import('./blocks/iframe').then((m) => m.IframeBlock),
  menu_item: () => links().then((m) => m.MenuItemBlock),
  selection_bar: () => links().then((m) => m.LinkBarBlock),
  speed_dial: () => links().then((m) => m.LinkBarBlock),
  side_menu: () => links().then((m) => m.LinkListBlock),
  events_filter: () => links().then((m) => m.LinkBarBlock),
  platform_switcher: () => links().then((m) => m.PlatformSwitcherBlock),
  profile: () => links().then((m) => m.ProfileBlock),
  live_events: () => catalogue().then((m) => m.EventsBlock),
  prematch_events: () => catalogue().then((m) => m.EventsBlock),
  top_events: () => catalogue().then((m) => m.EventsBlock),
  outrights: () => catalogue().then((m) => m.EventsBlock),
  results: () => catalogue().then((m) => m.EventsBlock),
  schedule: () => catalogue().then((m) => m.EventsBlock),
  favorites: () => catalogue().then((m) => m.EventsBlock),
  event_markets: () => catalogue().then((m) => m.EventsBlock),
  odds: () => catalogue().then((m) => m.EventsBlock),
  match_preview: () => catalogue().then((m) => m.EventsBlock),
  leagues: () => catalogue().then((m) => m.LeaguesBlock),
  top_leagues: () => catalogue().then((m) => m.LeaguesBlock),
  sport_list: () => catalogue().then((m) => m.SportListBlock),
  jackpot_banner: () => import('./blocks/jackpots').then((m) => m.JackpotBlock),
  jackpot_card: () => import('./blocks/jackpots').then((m) => m.JackpotBlock),
  jackpot_leaderboard: () => import('./blocks/jackpots').then((m) => m.JackpotBlock),
  promocode: () => import('./blocks/promocode').then((m) => m.PromocodeBlock),
  search: () => import('./blocks/search').then((m) => m.SearchBlock),
  clock: () => import('./blocks/clock').then((m) => m.ClockBlock),
  language: () => import('./blocks/language').then((m) => m.LanguageBlock),
  prediction: () => import('./blocks/prediction').then((m) => m.PredictionBlock),
  chat_toggle: null,
  notifications: null,
  bonuses: null,
};

/** The block types that list matches: a page with any of them keeps its lists live (blocks/catalogue.tsx). */
export const LIVE_BLOCKS: ReadonlySet<BlockType> = new Set([
  'live_events',
  'prematch_events',
  'top_events',
  'outrights',
  'results',
  'schedule',
  'favorites',
  'event_markets',
  'odds',
  'match_preview',
]);

/** The realtime subscription of a page with match lists, loaded with them. */
export const loadLiveUpdates = () => catalogue().then((m) => m.LiveUpdates);

const logged = new Set<BlockType>();

/** The loader of `type`, or null (logged once per type) when its feature is not in this build. */
export function loaderOf(type: BlockType): Loader | null {
  const loader = BLOCK_LOADERS[type];
  if (loader === null && !logged.has(type)) {
    logged.add(type);
    console.warn(`cms: the ${type} block's feature is not available; the block draws nothing`);
  }
  return loader;
}
