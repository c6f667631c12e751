/**
 * The slice of a pino logger the gateway uses. Declared structurally so the gateway does not depend on
 * pino directly and tests can capture log lines with a plain object.
 */
export interface GatewayLogger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
