'use client';
/**
 * A page's own button for the configured chat (the CMS's chat toggle block): opens the chat's window, and closes
 * it again, through the service's API (chat-loaders.ts `showChat`). The widget itself is loaded after hydration by
 * `ChatWidget`; until it is there (or while a tracking service waits for consent) the button says so in words.
 */
import type { ChatSettings } from '@sportsbook/contract/site';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { chatIsOpen, showChat } from './chat-loaders';

export interface ChatToggleProps {
  chat: ChatSettings;
  /** The button's words. */
  label: string;
  /** What the button says when the chat is not there yet. */
  notReady: string;
}

export function ChatToggle({ chat, label, notReady }: ChatToggleProps) {
  const [open, setOpen] = useState(false);
  const [missing, setMissing] = useState(false);
  const toggle = () => {
    const global = window as unknown as Record<string, unknown>;
    const next = !(chatIsOpen(chat, global) ?? open);
    const shown = showChat(chat, global, next);
    setMissing(!shown);
    if (shown) setOpen(next);
  };
  return (
    <div>
      <Button variant="secondary" onClick={toggle} data-testid="chat-toggle">
        {label}
      </Button>
      <p role="status" aria-live="polite">
        {missing ? notReady : ''}
      </p>
    </div>
  );
}
