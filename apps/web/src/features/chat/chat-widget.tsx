'use client';
/**
 * Loads the configured chat widget (site settings `chat`) once the page has hydrated (features/shell's
 * after-hydration), so nothing of it is in a page's first load: a service that tracks the visitor only once they
 * have given analytics consent, the sandbox chat at once. The service's script draws its own launcher.
 */
import type { ChatSettings } from '@sportsbook/contract/site';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { addScript } from '@/lib/add-script';
import { isEmbedded } from '@/lib/embedded';
import type { Consent } from '@/lib/tracking/consent';
import { chatLoader, chatScriptId } from './chat-loaders';

export interface ChatWidgetProps {
  chat: ChatSettings;
  /** The visitor's consent as it stands (null: undecided). */
  consent: Consent | null;
}

export function ChatWidget({ chat, consent }: ChatWidgetProps) {
  const t = useTranslations('site.chat');
  const labels = { open: t('open'), close: t('close'), title: t('title'), welcome: t('welcome') };
  const loader = chatLoader(chat, labels);
  const allowed = !loader.tracks || consent?.analytics === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per page; the loader follows the settings
  useEffect(() => {
    // Inside a host page's frame the host has its own support: no second chat.
    if (!allowed || isEmbedded()) return;
    const id = chatScriptId(chat);
    if (document.getElementById(id)) return;
    const global = window as unknown as Record<string, unknown>;
    loader.prepare(global);
    addScript(id, loader.src, () => loader.started?.(global));
  }, [allowed, chat.type, chat.id, chat.region]);

  return null;
}
