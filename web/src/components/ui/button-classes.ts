/**
 * The look of buttons, apart from button.tsx so a page can style a link as a button without
 * downloading the router (button.tsx's ButtonLink is the router's Link): the landing page.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-700 text-white shadow-sm hover:bg-indigo-800',
  secondary: 'border border-indigo-200 bg-white text-indigo-800 shadow-sm hover:bg-indigo-50',
  ghost: 'text-indigo-800 hover:bg-indigo-50',
  danger: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-13 px-6 py-3 text-lg',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`;
}
