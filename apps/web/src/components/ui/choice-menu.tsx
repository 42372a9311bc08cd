'use client';
/**
 * The header's pick-one menus (language, odds format): a radix DropdownMenu with a heading and one radio item
 * per choice, a check mark beside the current one. Loaded on first use with the menu that renders it (see
 * components/ui/lazy-menu.tsx).
 */
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import type { MenuTriggerProps } from './lazy-menu';
import styles from './menus.module.css';

interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  /** Shown after the label, dimmed (e.g. how 2.50 reads in an odds format). */
  hint?: ReactNode;
  /** The language of the label, when it is not the page's. */
  lang?: string;
}

/** What a lazily loaded menu gets from components/ui/lazy-menu.tsx's caller. */
export interface LoadedMenuProps {
  defaultOpen: boolean;
  trigger: MenuTriggerProps;
  /** What the trigger shows. */
  children: ReactNode;
}

export interface ChoiceMenuProps<V extends string> extends LoadedMenuProps {
  heading: ReactNode;
  value: V;
  choices: readonly Choice<V>[];
  /** A choice other than the current one was picked. */
  onChoose: (value: V) => void;
}

export function ChoiceMenu<V extends string>(props: ChoiceMenuProps<V>) {
  const { defaultOpen, trigger, children, heading, value, choices, onChoose } = props;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger}>{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.heading}>{heading}</DropdownMenu.Label>
          <ChoiceItems value={value} choices={choices} onChoose={onChoose} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * One radio item per choice inside a radix DropdownMenu, a check mark beside the current one (also the account
 * menu's currencies). `onChoose` hears only a choice other than the current one.
 */
export function ChoiceItems<V extends string>({
  value,
  choices,
  onChoose,
}: Pick<ChoiceMenuProps<V>, 'value' | 'choices' | 'onChoose'>) {
  const choose = (next: string) => {
    const choice = choices.find((c) => c.value === next);
    if (choice && choice.value !== value) onChoose(choice.value);
  };
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={choose}>
      {choices.map((choice) => (
        <DropdownMenu.RadioItem
          key={choice.value}
          value={choice.value}
          className={styles.item}
          lang={choice.lang}
        >
          {/* The slot keeps its width when unchecked, so the labels stay aligned. */}
          <span className={styles.check}>
            <DropdownMenu.ItemIndicator>
              <CheckIcon />
            </DropdownMenu.ItemIndicator>
          </span>
          <span>{choice.label}</span>
          {choice.hint !== undefined && <span className={styles.hint}>{choice.hint}</span>}
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}
