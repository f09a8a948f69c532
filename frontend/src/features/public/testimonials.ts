/** Static sample testimonials (couple-side spec, section 3): all rated 5. */
export interface Testimonial {
  id: number;
  text: string;
  name: string;
  rating: number;
  date: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    text: 'We moved to Dublin last year and knew nobody. After one Tablemates dinner we had a standing Friday plan with two lovely couples. The surprise restaurant reveal had us giddy all day.',
    name: 'Aoife & Cian',
    rating: 5,
    date: 'September 2025',
  },
  {
    id: 2,
    text: 'Most of our friends have had babies, so nights out had dried up. Tablemates matched us with couples at the same stage of life and the conversation never stopped — we closed the restaurant.',
    name: 'Priya & Tom',
    rating: 5,
    date: 'August 2025',
  },
  {
    id: 3,
    text: 'The icebreakers sounded cheesy but honestly they worked. By the main course it felt like dinner with old friends.',
    name: 'Sarah & Mark',
    rating: 5,
    date: 'July 2025',
  },
  {
    id: 4,
    text: 'A brilliant way to find new restaurants. My wife is coeliac and every dish was sorted before we even sat down.',
    name: 'Lucía & Eoin',
    rating: 5,
    date: 'September 2025',
  },
];
