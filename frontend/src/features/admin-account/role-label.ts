import type { MessageId } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/use-t';

const ROLE_LABELS: Record<string, MessageId> = {
  owner: 'admin.role.owner',
  city_manager: 'admin.role.city_manager',
  support_agent: 'admin.role.support_agent',
  analyst: 'admin.role.analyst',
};

/** An admin role as the reader reads it (the server's name for a role the client does not know). */
export const roleLabel = (t: Translate, role: string): string => (ROLE_LABELS[role] ? t(ROLE_LABELS[role]) : role);
