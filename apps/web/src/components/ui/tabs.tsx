'use client';
/** Tabs on radix Tabs (arrow keys move between tabs, the panel is labelled by its tab), styled with tokens. */
import { Tabs as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import styles from './tabs.module.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export const Tabs = Radix.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Radix.List>) {
  return <Radix.List className={join(styles.list, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Radix.Trigger>) {
  return <Radix.Trigger className={join(styles.trigger, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Radix.Content>) {
  return <Radix.Content className={join(styles.content, className)} {...props} />;
}
