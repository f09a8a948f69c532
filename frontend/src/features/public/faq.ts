import { hasLaunched } from '../../lib/launch';
import type { LandingSectionWords } from './landing-words';

/** A question of the FAQ and its answer, as message keys; an answer may name the launch month as `{month}`. */
export interface FaqItem {
  question: keyof LandingSectionWords;
  answer: keyof LandingSectionWords;
}

/** The six questions of the FAQ accordion; the last one's answer follows the clock. */
export const faqItems = (now?: Date): FaqItem[] => [
  { question: 'landing.faq.matching.question', answer: 'landing.faq.matching.answer' },
  { question: 'landing.faq.optOut.question', answer: 'landing.faq.optOut.answer' },
  { question: 'landing.faq.dietary.question', answer: 'landing.faq.dietary.answer' },
  { question: 'landing.faq.privacy.question', answer: 'landing.faq.privacy.answer' },
  { question: 'landing.faq.fees.question', answer: 'landing.faq.fees.answer' },
  {
    question: 'landing.faq.launch.question',
    answer: hasLaunched(now) ? 'landing.faq.launch.answerLaunched' : 'landing.faq.launch.answerLaunching',
  },
];
