import type { LandingSectionWords } from './landing-words';

/** Static sample testimonials (couple-side spec, section 3): all rated 5. */
export interface Testimonial {
  id: number;
  /** The quote's message key. */
  text: keyof LandingSectionWords;
  name: string;
  rating: number;
  /** The month it was given, 'YYYY-MM': shown in the page's language. */
  month: string;
}

export const TESTIMONIALS: Testimonial[] = [
  { id: 1, text: 'landing.testimonials.aoifeCian', name: 'Aoife & Cian', rating: 5, month: '2025-09' },
  { id: 2, text: 'landing.testimonials.priyaTom', name: 'Priya & Tom', rating: 5, month: '2025-08' },
  { id: 3, text: 'landing.testimonials.sarahMark', name: 'Sarah & Mark', rating: 5, month: '2025-07' },
  { id: 4, text: 'landing.testimonials.luciaEoin', name: 'Lucía & Eoin', rating: 5, month: '2025-09' },
];
