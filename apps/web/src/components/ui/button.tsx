/** Buttons. `asChild` renders the styles on the child (e.g. a Link) instead of a <button>. */
import * as Slot from 'radix-ui/slot';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  /** Full width of its container. */
  block?: boolean;
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'md' ? undefined : styles[size],
    block ? styles.block : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, read by screen readers and shown as a tooltip; an icon alone says nothing. */
  label: string;
  children: ReactNode;
}

export function IconButton({ label, className, type, children, ...props }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </button>
  );
}
