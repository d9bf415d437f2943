import { ERROR_STATUS, type TErrorCode } from '../../common/errors.ts';

/** The one error type services throw; the error handler turns it into the wire shape. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  /** Whether the body also carries Chatwoot's `error` key (the message), for routes whose clients read it. */
  withErrorKey = false;

  /** An error whose body carries `error: message` too, as Chatwoot's `render_could_not_create_error` and kin. */
  static withError(code: TErrorCode, message: string, details?: Record<string, string[]>) {
    const e = new AppError(code, message, details);
    e.withErrorKey = true;
    return e;
  }

  /** A 422 naming one field. */
  static invalid(field: string, message: string) {
    return new AppError('validation_failed', `${humanize(field)} ${message}`, { [field]: [message] });
  }
}

export const humanize = (field: string) => {
  const last = field.split('.').pop() ?? field;
  const words = last.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
