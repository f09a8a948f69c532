/** A part of the admin console that a later piece of work builds: says what it will be, never "Coming Soon". */
export function SectionPlaceholder({ title, arrivesWith }: { title: string; arrivesWith: string }) {
  return (
    <section aria-labelledby="placeholder-title" className="rounded-3xl border border-dashed border-brand-200 bg-white p-8">
      <h2 id="placeholder-title" className="text-2xl font-bold text-brand-800">
        {title}
      </h2>
      <p className="mt-3 text-stone-700">This part of the admin console is on its way: it arrives with {arrivesWith}.</p>
      <p className="mt-2 text-sm text-stone-500">Dinner Events, Group & Restaurant Management, Matched Dinners, Restaurant Management and Matching Management work today.</p>
    </section>
  );
}

/** What each section not built yet will bring. */
export const PLACEHOLDERS: Record<string, string> = {
  'user-management': 'the user management work (admin user table, delete and purge)',
  'user-management-old': 'the user management work (the older user list with search)',
  'customer-support': 'the customer support work (lookup by id, email or name)',
  'historical-dinners': 'the history and analytics work (past dinners with real figures)',
  analytics: 'the history and analytics work (events, active users, success rate, ratings)',
};
