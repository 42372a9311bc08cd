/** Buttons. `asChild` renders the styles on the child (e.g. a Link) instead of a <button>. */
import { type ButtonHTMLAttributes, cloneElement, isValidElement, type ReactNode } from 'react';
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
  if (asChild) return asChildOf(props.children, { ...props, className: classes });
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

type Props = Record<string, unknown>;

/**
 * The one child element with `props` merged in (what radix's Slot does, without its weight in every page's
 * first load): the child's own props win, except that class names are joined, styles merged, and event handlers
 * both run (the child's first).
 */
function asChildOf(child: ReactNode, { children: _, ...props }: Props): ReactNode {
  if (!isValidElement<Props>(child)) return null;
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const [name, value] of Object.entries(props)) {
    const mine = own[name];
    if (name === 'className') merged[name] = [value, mine].filter(Boolean).join(' ');
    else if (name === 'style') merged[name] = { ...(value as object), ...(mine as object) };
    else if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof mine === 'function')
      merged[name] = (...args: unknown[]) => {
        mine(...args);
        value(...args);
      };
  }
  return cloneElement(child, merged);
}
