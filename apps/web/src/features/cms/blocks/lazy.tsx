'use client';
/**
 * The client blocks with code of their own, through next/dynamic: the server's registry reaches only these small
 * wrappers, so their code (the match page's parts, the notifications list, the bonus cards, the chat toggle) is in
 * no page's first load but the page that draws them, which gets it preloaded with its HTML.
 */
import dynamic from 'next/dynamic';

export const EventMarketsBlock = dynamic(() => import('./match').then((m) => m.EventMarketsBlock));
export const OddsBlock = dynamic(() => import('./match').then((m) => m.OddsBlock));
export const MatchPreviewBlock = dynamic(() => import('./match').then((m) => m.MatchPreviewBlock));
export const NotificationsBlock = dynamic(() => import('./notifications').then((m) => m.NotificationsBlock));
export const BonusesBlock = dynamic(() => import('./bonuses').then((m) => m.BonusesBlock));
export const ChatToggle = dynamic(() => import('@/features/chat').then((m) => m.ChatToggle));
