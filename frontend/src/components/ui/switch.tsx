interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** Accessible name, e.g. 'Analytics cookies'. */
  label: string;
  disabled?: boolean;
  /** Id of the text that explains the choice. */
  describedBy?: string;
}

/** An on/off toggle announced as a switch. */
export function Switch({ checked, onCheckedChange, label, disabled, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-brand-700' : 'bg-stone-300'}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
      />
    </button>
  );
}
