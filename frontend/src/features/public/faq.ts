import { hasLaunched, LAUNCH_MONTH } from '../../lib/launch';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The six questions of the FAQ accordion; the last one's answer follows the clock. */
export const faqItems = (now?: Date): FaqItem[] => [
  {
    question: 'How does Tablemates match couples?',
    answer:
      'We look at location, dietary restrictions, cuisine preferences, budget, interests, life stage and communication style, then put together small groups of couples who should get on brilliantly.',
  },
  {
    question: "What if we can't make it, or don't fancy the restaurant?",
    answer: 'You can opt out of a date or a restaurant through the app. Please let us know as early as possible so another couple can take your seats.',
  },
  {
    question: 'How do you handle dietary restrictions?',
    answer: 'You tell us about any dietary restrictions when you sign up, and we only choose restaurants and menus that work for everyone at the table.',
  },
  {
    question: 'What do other couples see about us?',
    answer:
      'By default only your first names and a few interests you select are shared. Your contact details are never shared without your explicit permission.',
  },
  {
    question: 'Is there a commitment or a membership fee?',
    answer:
      'No commitment at all: there is no minimum usage, no long-term contract and no matching fee during the launch period. Each couple pays for its own meal at the restaurant, plus a small logistics fee when booking a dinner.',
  },
  {
    question: 'When and where does Tablemates launch?',
    answer: `${hasLaunched(now) ? 'We launched' : 'We launch'} in Dublin in ${LAUNCH_MONTH}. The first 50 couples on the waitlist get priority access; everyone after them joins the general waitlist.`,
  },
];
