import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiAccess } from '../../../../platform/openapi/api-access';
import { SignedInGuard } from './guards';

/** Signed-in users only (401 otherwise), guarded and documented as such. */
export const SignedIn = () => applyDecorators(UseGuards(SignedInGuard), ApiAccess('signed-in'));
