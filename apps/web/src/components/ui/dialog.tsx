'use client';
/**
 * Modal dialogs and sheets on radix Dialog: focus trapped and restored, Escape and overlay click close, the
 * title names the dialog for screen readers. A sheet is the same dialog sliding from an edge (mobile menus).
 *
 * Focus: on open a dialog puts it on its first form field when there is one (the e-mail of sign-in, a stake),
 * else on the first control (a sheet always does the latter: a menu or the slip must not open a phone's keyboard);
 * on close it returns to what had focus when the dialog or sheet opened. Our dialogs are opened by
 * state (a store, a URL hash), not by a radix Trigger, and radix returns focus only to its Trigger, so without
 * this a keyboard user would land on the page's body.
 */
import * as Radix from 'radix-ui/dialog';
import { type ReactNode, useRef } from 'react';
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
  /**
   * False for a dialog that must be answered (the missed-fields form): no close button, and neither Escape nor
   * a click outside closes it. Default true.
   */
  closable?: boolean;
  children: ReactNode;
}

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The focus handlers of a dialog's content: first field on open (`toField`), the opener again on close. */
function useDialogFocus(open: boolean, toField: boolean) {
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Read while rendering the open dialog: radix moves focus into it in an effect of the content, which runs
  // before any effect here could see what had focus.
  if (open && opener.current === null && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  return {
    ref: content,
    onOpenAutoFocus: (event: Event) => {
      const field = toField ? content.current?.querySelector<HTMLElement>(FIELD) : null;
      if (!field) return;
      event.preventDefault();
      field.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      const back = opener.current;
      opener.current = null;
      if (!back?.isConnected || back === document.body) return;
      event.preventDefault();
      back.focus();
    },
  };
}

/** Radix warns about a dialog without a description unless aria-describedby is explicitly undefined. */
const noDescription = (description: ReactNode) => (description ? {} : { 'aria-describedby': undefined });

function Header({
  title,
  closeLabel,
  hideTitle,
  closable = true,
}: Pick<BaseProps, 'title' | 'closeLabel' | 'hideTitle' | 'closable'>) {
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
      {closable ? (
        <Radix.Close asChild>
          <IconButton label={closeLabel}>
            <CloseIcon />
          </IconButton>
        </Radix.Close>
      ) : null}
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
  const focus = useDialogFocus(open, true);
  const stay = header.closable === false ? (event: Event) => event.preventDefault() : undefined;
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content
          className={[styles.dialog, sizeClass].filter(Boolean).join(' ')}
          onEscapeKeyDown={stay}
          onInteractOutside={stay}
          {...focus}
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
  /** Where the sheet comes from: the start or end of the line (left or right, mirrored in right-to-left), or the bottom. */
  side?: 'start' | 'end' | 'bottom';
}

export function Sheet({ open, onOpenChange, side = 'start', description, children, ...header }: SheetProps) {
  const focus = useDialogFocus(open, false);
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content
          className={[styles.sheet, styles[side]].join(' ')}
          {...focus}
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
