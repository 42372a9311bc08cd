/**
 * Which component draws each block type, each loaded on first use: a page loads (and ships to the browser) only
 * the blocks it has. A block whose feature this site does not have (the chat toggle with no chat configured)
 * draws nothing, and the server logs it once (missing-feature.ts).
 */
import type { BlockType } from '@sportsbook/contract/site';
import type { ComponentType } from 'react';
import type { BlockProps } from './block-props';

// biome-ignore lint/suspicious/noExplicitAny: each loader returns the component of its own block type.
type Loader = () => Promise<ComponentType<BlockProps<any>>>;

const content = () => import('./blocks/content');
const links = () => import('./blocks/links');
const catalogue = () => import('./blocks/catalogue');
const lazy = () => import('./blocks/lazy');

export const BLOCK_LOADERS: Record<BlockType, Loader> = {
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
  event_markets: () => lazy().then((m) => m.EventMarketsBlock),
  odds: () => lazy().then((m) => m.OddsBlock),
  match_preview: () => lazy().then((m) => m.MatchPreviewBlock),
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
  chat_toggle: () => import('./blocks/chat-toggle').then((m) => m.ChatToggleBlock),
  notifications: () => lazy().then((m) => m.NotificationsBlock),
  bonuses: () => lazy().then((m) => m.BonusesBlock),
};

/**
 * The block types that list matches: a page with any of them keeps its lists live (blocks/catalogue.tsx). The
 * one-match blocks (event markets, odds, match preview) follow their match's own channel instead.
 */
export const LIVE_BLOCKS: ReadonlySet<BlockType> = new Set([
  'live_events',
  'prematch_events',
  'top_events',
  'outrights',
  'results',
  'schedule',
  'favorites',
]);

/** The realtime subscription of a page with match lists, loaded with them. */
export const loadLiveUpdates = () => catalogue().then((m) => m.LiveUpdates);
