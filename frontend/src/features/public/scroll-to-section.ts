/** Smooth-scrolls to an element by id, leaving `offset` pixels above it for the fixed top bar. */
export function scrollToSection(id: string, offset = 80): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
}
