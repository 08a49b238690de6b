import { ACCOUNT_KEY_PATTERN, isValidAccountEmail, SECURITY_CODE_LENGTH } from '@keelson/domain';
import { z } from 'zod';

export const ZEmail = z
  .string()
  .max(254)
  .trim()
  .toLowerCase()
  .refine(isValidAccountEmail, { message: 'invalid email' });
export const ZAccountKey = z.string().regex(ACCOUNT_KEY_PATTERN, 'invalid account key');
const ZToken = z.string().min(1).max(200);
const ZName = z.string().trim().max(100);

export const ZRegisterRequest = z.object({ email: ZEmail });
export const ZRegisterAnswer = z.object({ verify_token: z.string().optional() });

export const ZRegisterCompletion = z.object({
  email: ZEmail,
  account_key: ZAccountKey,
  first_name: ZName.optional().nullable(),
  last_name: ZName.optional().nullable(),
  verify_token: ZToken,
});

export const ZSessionCreate = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), email: ZEmail, account_key: ZAccountKey }),
  z.object({
    grant_type: z.literal('otp'),
    email: ZEmail,
    security_token: ZToken,
    security_code: z.string().trim().length(SECURITY_CODE_LENGTH),
  }),
]);

export const ZSession = z.object({
  id: z.string(),
  expires_at: z.string(),
  account_id: z.string(),
  user_id: z.string(),
});
export const ZSessionWithToken = ZSession.extend({ token: z.string() });
export type TSession = z.infer<typeof ZSession>;
export type TSessionWithToken = z.infer<typeof ZSessionWithToken>;

export const ZTwoFactorChallengeRequest = z.object({ security_token: ZToken });
export const ZTwoFactorChallengeAnswer = z.object({ binding_method: z.literal('email') });

export const ZMyAccount = z.object({
  id: z.string(),
  is2FAEnabled: z.boolean(),
  /** The two-factor offer after sign-in was shown once already (issue 18: an offer, not a toll gate). */
  is2FAOffered: z.boolean(),
});
export type TMyAccount = z.infer<typeof ZMyAccount>;

export const ZResetRequest = z.object({ email: ZEmail });
export const ZResetCompletion = z.object({ email: ZEmail, account_key: ZAccountKey, reset_token: ZToken });

export const ZTwoFactorActivationAnswer = z.object({ securityToken: z.string() });
export const ZTwoFactorActivationConfirm = z.object({
  securityToken: ZToken,
  securityCode: z.string().trim().length(SECURITY_CODE_LENGTH),
});

export const ZEmpty = z.object({});
export const ZIdParam = z.object({ id: z.string().uuid() });
