const STATUS: Record<string, [string, string]> = {
  open: ['Open', 'bg-brand-100 text-brand-800'],
  dismissed: ['Dismissed', 'bg-stone-100 text-stone-700'],
  warned: ['Warned', 'bg-amber-100 text-amber-900'],
  suspended: ['Suspended', 'bg-red-100 text-red-800'],
  terminated: ['Terminated', 'bg-red-200 text-red-900'],
};

export function ReportStatusBadge({ status }: { status: string }) {
  const [label, classes] = STATUS[status] ?? [status, 'bg-stone-100 text-stone-700'];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${classes}`}>{label}</span>;
}
