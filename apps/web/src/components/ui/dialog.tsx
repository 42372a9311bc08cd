'use client';
/**
 * Modal dialogs and sheets on radix Dialog: focus trapped and restored, Escape and overlay click close, the
 * title names the dialog for screen readers. A sheet is the same dialog sliding from an edge (mobile menus).
 */
import * as Radix from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { IconButton } from './button';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

interface BaseProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown under the title; also read as the dialog's description. */
  description?: ReactNode;
  /** Label of the close button. */
  closeLabel: string;
  /** Hide the title visually (it is still announced), for dialogs whose content says it already. */
  hideTitle?: boolean;
  children: ReactNode;
}

/** Radix warns about a dialog without a description unless aria-describedby is explicitly undefined. */
const noDescription = (description: ReactNode) => (description ? {} : { 'aria-describedby': undefined });

function Header({ title, closeLabel, hideTitle }: Pick<BaseProps, 'title' | 'closeLabel' | 'hideTitle'>) {
  const heading = <Radix.Title className={styles.title}>{title}</Radix.Title>;
  return (
    <div className={styles.header}>
      {hideTitle ? (
        <span className={styles.title}>
          <VisuallyHidden>{heading}</VisuallyHidden>
        </span>
      ) : (
        heading
      )}
      <Radix.Close asChild>
        <IconButton label={closeLabel}>
          <CloseIcon />
        </IconButton>
      </Radix.Close>
    </div>
  );
}

export interface DialogProps extends BaseProps {
  size?: 'small' | 'default' | 'large';
}

export function Dialog({
  open,
  onOpenChange,
  size = 'default',
  description,
  children,
  ...header
}: DialogProps) {
  const sizeClass = size === 'default' ? undefined : styles[size];
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content
          className={[styles.dialog, sizeClass].filter(Boolean).join(' ')}
          {...noDescription(description)}
        >
          <Header {...header} />
          {description ? (
            <Radix.Description className={styles.description}>{description}</Radix.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

export interface SheetProps extends BaseProps {
  side?: 'left' | 'right' | 'bottom';
}

export function Sheet({ open, onOpenChange, side = 'left', description, children, ...header }: SheetProps) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content className={[styles.sheet, styles[side]].join(' ')} {...noDescription(description)}>
          <Header {...header} />
          {description ? (
            <Radix.Description className={styles.description}>{description}</Radix.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
