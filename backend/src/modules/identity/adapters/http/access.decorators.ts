import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiAccess } from '../../../../platform/openapi/api-access';
import { AdminGuard, SignedInGuard } from './guards';

/** Signed-in users only (401 otherwise), guarded and documented as such. */
export const SignedIn = () => applyDecorators(UseGuards(SignedInGuard), ApiAccess('signed-in'));

/** Admins only (401 without a session, 403 for other users), guarded and documented as such. */
export const AdminOnly = () => applyDecorators(UseGuards(AdminGuard), ApiAccess('admin'));
