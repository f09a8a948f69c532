import { AccountDataActions } from './account-data-actions';

/** /couplesprofile/settings until the couple's settings page mounts AccountDataActions in its 'Your data' section. */
export default function AccountDataPage() {
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-3xl text-stone-900">Settings</h1>
      <section aria-labelledby="your-data-title" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="your-data-title" className="font-serif text-xl text-stone-900">
          Your data
        </h2>
        <AccountDataActions />
      </section>
    </main>
  );
}
