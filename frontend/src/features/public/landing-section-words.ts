import { useContext } from 'react';
import english from '../../i18n/messages/en/landing-sections.json';
import { LandingLanguageContext } from './landing-words';

/** The words of the sections below the hero: the page's language's where it brought them, else English (which comes with these sections' chunk, not with the first paint's script). */
export const useLandingSectionWords = () => useContext(LandingLanguageContext).sections ?? english;
