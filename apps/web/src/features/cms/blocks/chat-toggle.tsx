/**
 * The chat toggle block: a button that opens and closes the site's chat (features/chat). A server component: it
 * reads the chat from the site settings when the page renders; with none configured it draws nothing, and the
 * server logs that once.
 */
import { getTranslations } from 'next-intl/server';
import { readSite } from '@/lib/site-file';
import type { BlockProps } from '../block-props';
import { logMissingFeature } from '../missing-feature';
import { textOr } from '../text-of';
import { ChatToggle } from './lazy';

export async function ChatToggleBlock({ block, locale }: BlockProps<'chat_toggle'>) {
  const { chat } = readSite().settings;
  if (!chat) {
    logMissingFeature(block.type, 'no chat is configured (site settings chat)');
    return null;
  }
  const t = await getTranslations({ locale, namespace: 'cms.chat' });
  return (
    <div id={block.id}>
      <ChatToggle chat={chat} label={textOr(block.label, locale, t('open'))} notReady={t('notReady')} />
    </div>
  );
}
