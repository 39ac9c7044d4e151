import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark' | 'outlineOnDark';

export interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: 'default' | 'small';
  /** As wide as its container (a card's or a dialog's action). */
  block?: boolean;
}

/**
 * The class names of the site's button look, for an element the caller renders itself (the
 * router's Link, an external link): `<Link className={buttonClass({ variant: 'secondary' })}>`.
 */
export function buttonClass(
  { variant = 'primary', size = 'default', block = false }: ButtonLookProps = {},
  extra?: string,
) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLookProps & ButtonHTMLAttributes<HTMLButtonElement>;

/** A native button in the site's look (type="button" unless told). */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

type ButtonLinkProps = ButtonLookProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that looks like a button (a full page load; the router's Link takes `buttonClass`). */
export function ButtonLink({ variant, size, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
    </a>
  );
}

/** A row of calls to action: stacked, full-width and equal on phones; side by side from 640 px. */
export function ButtonRow({
  children,
  center = false,
  className,
}: {
  children: ReactNode;
  center?: boolean;
  className?: string;
}) {
  return (
    <div className={[styles.actions, center && styles.actionsCenter, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}

/** The row's class names, for a container the caller renders itself. */
export const buttonRowClass = (center = false, extra?: string) =>
  [styles.actions, center && styles.actionsCenter, extra].filter(Boolean).join(' ');

/** The four looks at the default size, by name: `<Link className={buttons.primary}>`. */
export const buttons = {
  primary: buttonClass({ variant: 'primary' }),
  secondary: buttonClass({ variant: 'secondary' }),
  onDark: buttonClass({ variant: 'onDark' }),
  outlineOnDark: buttonClass({ variant: 'outlineOnDark' }),
} as const;

/** A close button's class names (a dialog's, a drawer's): the icon alone in a framed disc. */
export const closeButtonClass = (extra?: string) => [styles.close, extra].filter(Boolean).join(' ');
