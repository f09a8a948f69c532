import { ReactNode } from 'react';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success';

const VARIANTS: Record<BadgeVariant, string> = {
  default: 'bg-brand-700 text-white border-transparent',
  secondary: 'bg-stone-200 text-stone-800 border-transparent',
  outline: 'bg-transparent text-stone-700 border-stone-300',
  destructive: 'bg-red-700 text-white border-transparent',
  success: 'bg-emerald-100 text-emerald-800 border-transparent',
};

/** A small label: a status, a tag. */
export function Badge({ variant = 'default', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${VARIANTS[variant]}`}>
      {children}
    </span>
  );
}
