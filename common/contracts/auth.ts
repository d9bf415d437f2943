import { z } from 'zod';
import { ZEmail, ZName, ZPassword } from './fields.ts';

export const ZSignInRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, { message: "can't be blank" }).max(255),
  password: z.string().min(1, { message: "can't be blank" }).max(255),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** POST /auth/sign_in with a one-time sign-in link's token (the Platform API's users/{id}/login), as Chatwoot. */
export const ZSsoSignInRequest = z.object({
  email: z.string().trim().toLowerCase().max(255).optional(),
  sso_auth_token: z.string().min(1, { message: "can't be blank" }).max(128),
});
export type TSsoSignInRequest = z.infer<typeof ZSsoSignInRequest>;

export const ZSignUpRequest = z.object({
  account_name: ZName,
  user_full_name: ZName,
  email: ZEmail,
  password: ZPassword,
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail, redirect_url: z.string().max(2048).optional() });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    reset_password_token: z.string().min(1, { message: "can't be blank" }).max(255),
    password: ZPassword,
    password_confirmation: z.string().max(255),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: "doesn't match password",
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZConfirmEmailRequest = z.object({ confirmation_token: z.string().min(1).max(255) });

/** The five headers devise-token-auth clients send on every call. */
export const AUTH_HEADERS = ['access-token', 'token-type', 'client', 'expiry', 'uid'] as const;
export type TAuthHeaders = Record<(typeof AUTH_HEADERS)[number], string>;
