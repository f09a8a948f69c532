import { withLanguage } from '../i18n/languages';
import { AOIFE } from './members';

/** Aoife once the server says she reads French (GET /api/auth/me's `language`, her own choice). */
export const AOIFE_IN_FRENCH = withLanguage(AOIFE, 'fr', 'fr');
