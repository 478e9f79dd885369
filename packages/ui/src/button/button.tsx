import type { ButtonHTMLAttributes } from 'react';
import type { StorefrontTheme } from '../theme/theme';

/** A button; `type="button"` unless told otherwise. */
export function Button({ type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      css={(theme) => {
        const t = theme as StorefrontTheme;
        return { background: t.colors.primary, color: t.colors.onPrimary, border: 0, padding: '0.5rem 1rem' };
      }}
      {...props}
    />
  );
}
