import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  type TRPC_ERROR_CODE_KEY,
  type TRPC_ERROR_CODE_NUMBER,
  TRPC_ERROR_CODES_BY_KEY,
} from '@trpc/server/rpc';
import { z } from 'zod';
import { type TErrorData, VALIDATION } from '@site/contracts';
import { AppError } from '../errors/app-error.js';

/**
 * The error shape every gateway failure has on the wire, whether a procedure
 * threw it or a hook answered before tRPC ran (the origin guard).
 * `message` is the catalogue key: no upstream or internal text reaches the browser.
 */
export type TGatewayErrorData = TErrorData & { code: TRPC_ERROR_CODE_KEY; httpStatus: number; path?: string };
export type TGatewayErrorShape = { message: string; code: TRPC_ERROR_CODE_NUMBER; data: TGatewayErrorData };

/** Where an issue about the input as a whole (not one field) is reported in `fieldErrors`. */
export const ROOT_FIELD = '_root';

/** Validation messages from contracts are i18n keys; zod's own English messages are not. */
const I18N_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/i;

export const fieldErrorsFromIssues = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || ROOT_FIELD;
    // The first problem of a field is the one worth showing.
    fieldErrors[field] ??= I18N_KEY.test(issue.message) ? issue.message : VALIDATION.invalid;
  }
  return fieldErrors;
};

/** The catalogue data of any tRPC error, including tRPC's own input and parse errors. */
export const errorDataOf = (error: TRPCError): TErrorData => {
  if (error instanceof AppError) return error.errorData;
  if (error.code === 'BAD_REQUEST' && error.cause instanceof z.ZodError) {
    return { key: 'validation_failed', fieldErrors: fieldErrorsFromIssues(error.cause.issues) };
  }
  if (error.code === 'BAD_REQUEST' || error.code === 'PARSE_ERROR') {
    return { key: 'validation_failed', fieldErrors: { [ROOT_FIELD]: VALIDATION.invalid } };
  }
  if (error.code === 'UNAUTHORIZED') return { key: 'not_logged_in' };
  if (error.code === 'TOO_MANY_REQUESTS') return { key: 'too_many_requests' };
  return { key: 'unknown_error' };
};

/** Malformed JSON is bad input like any other, so it answers 400 rather than a parse error code. */
const publicCodeOf = (code: TRPC_ERROR_CODE_KEY): TRPC_ERROR_CODE_KEY =>
  code === 'PARSE_ERROR' ? 'BAD_REQUEST' : code;

export const buildErrorShape = (
  code: TRPC_ERROR_CODE_KEY,
  errorData: TErrorData,
  path: string | undefined,
): TGatewayErrorShape => {
  const publicCode = publicCodeOf(code);
  return {
    message: errorData.key,
    code: TRPC_ERROR_CODES_BY_KEY[publicCode],
    data: {
      code: publicCode,
      httpStatus: getHTTPStatusCodeFromError(new TRPCError({ code: publicCode })),
      ...(path === undefined ? {} : { path }),
      ...errorData,
    },
  };
};

/**
 * A complete tRPC HTTP error body for a request refused before tRPC ran:
 * one entry per procedure of a batched call, so the client matches them up.
 */
export const errorResponseBody = (
  code: TRPC_ERROR_CODE_KEY,
  errorData: TErrorData,
  procedurePaths: readonly string[],
  isBatch: boolean,
): unknown => {
  if (!isBatch) return { error: buildErrorShape(code, errorData, procedurePaths[0]) };
  return procedurePaths.map((path) => ({ error: buildErrorShape(code, errorData, path) }));
};
