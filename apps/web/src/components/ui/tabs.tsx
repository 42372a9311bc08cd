'use client';
/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation), styled with tokens. Written here rather than taken from
 * radix Tabs because tabs are on the first screen of most pages (the bet-slip panel, the match page's market
 * groups), and radix's (with its collection, roving-focus and presence layers) weighed ~9 KiB gzip of every
 * page's first-load JavaScript for what fits in this file. Same markup and behaviour as radix's: a `tablist` of
 * `tab` buttons with one tab stop (arrow keys move between tabs and select them, Home and End go to the ends),
 * a press (mouse down, Enter, Space) selects, and each `tabpanel` is labelled by its tab, rendered only while
 * selected, and `data-state="active" | "inactive"` styles both.
 */
import { type ComponentProps, createContext, type KeyboardEvent, type ReactNode, use, useId } from 'react';
import styles from './tabs.module.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, '-')}`;

export interface TabsProps {
  /** The selected tab. */
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ value, onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext value={{ baseId, value, select: onValueChange }}>
      <div className={className} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext>
  );
}

/** The tabs of a tablist that can take focus, in order. */
function tabsOf(list: HTMLElement): HTMLButtonElement[] {
  return [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const tabs = tabsOf(event.currentTarget);
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1 || tabs.length === 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const next: Record<string, number> = {
    ArrowRight: rtl ? current - 1 : current + 1,
    ArrowLeft: rtl ? current + 1 : current - 1,
    Home: 0,
    End: tabs.length - 1,
  };
  const target = next[event.key];
  if (target === undefined) return;
  event.preventDefault();
  // Arrows wrap around, as radix's do.
  tabs[(target + tabs.length) % tabs.length]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={join(styles.list, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({
  value,
  className,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  const select = () => {
    if (!disabled && !selected) tabs.select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, 'content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      disabled={disabled}
      // One tab stop: the selected tab; the arrows reach the others.
      tabIndex={selected ? 0 : -1}
      className={join(styles.trigger, className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        // The primary button selects; others (a context menu) must not move the focus either.
        if (event.button === 0 && !event.ctrlKey) select();
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ')) select();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Automatic activation: a tab the arrows move to is selected.
        if (!event.defaultPrevented) select();
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
}

export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'content', value)}
      aria-labelledby={idOf(tabs.baseId, 'trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel focusable (as radix does)
      tabIndex={0}
      className={join(styles.content, className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
