/**
 * @referrals/service-kit: what every service process shares: the bus (NATS or in-process), the database
 * (PostgreSQL or PGlite) and ORM setup, the outbox and idempotent consumers, idempotency keys of writes, the scheduler of durable jobs, e-mail through the outbox, errors
 * that travel by name, configuration, logging, password hashing, the service lifecycle, the file store and uploaded images.
 */
export {
  AppError,
  Errors,
  conflictOnUniqueViolation,
  fromWire,
  isAppError,
  isUniqueViolation,
  toWire,
} from './errors.ts';
export type { AppErrorDetails, AppErrorName } from './errors.ts';

export {
  MAX_TOKEN_LENGTH,
  hashSecretToken,
  newSecretToken,
  newSessionToken,
  presentedTokenHash,
  resolveSessionToken,
} from './session-tokens.ts';
export type { NewSessionToken, ResolveSessionTokenOptions, SessionTokenRow } from './session-tokens.ts';

export { COLOR_VALUES, richTextSanitizer } from './rich-text/sanitize.ts';
export type { PinnedIframes, RichTextAllowList } from './rich-text/sanitize.ts';
export { plainTextExcerpt } from './rich-text/excerpt.ts';

export {
  ConfigError,
  DEFAULT_ABUSE_LIMITS,
  DEFAULT_ANSWER_CACHE,
  DEFAULT_PASSWORD_HASH_COST,
  DEFAULT_PLATFORM_POSTAL_ADDRESS,
  DEFAULT_SCHEDULER_INTERVAL_MS,
  DEFAULT_WORKFLOW_LEASE_MS,
  DEFAULT_SESSION_CACHE,
  FILE_STORE_KINDS,
  LOG_LEVELS,
  loadConfig,
} from './config.ts';
export type {
  AbuseLimits,
  FileStoreKind,
  LoadConfigOptions,
  LogLevel,
  PlatformConfig,
  CacheSettings,
  RequirableSetting,
} from './config.ts';

export { REDACTED, createLogger, currentRequestId, redactSecrets, withRequestId } from './logger.ts';
export type { CreateLoggerOptions, Logger } from './logger.ts';

export { onShutdown, shutdownNow } from './lifecycle.ts';
export type { ShutdownOptions, ShutdownStep } from './lifecycle.ts';
export * from './supervisor/index.ts';

export {
  burnPasswordCheck,
  closePasswordWorkers,
  configurePasswordHashing,
  hashPassword,
  verifyPassword,
} from './password.ts';

export { createMemoryBus } from './bus/memory.ts';
export type { MemoryBusOptions } from './bus/memory.ts';
export { connectNatsBus, eventsStreamOf } from './bus/nats.ts';
export type { NatsBusOptions } from './bus/nats.ts';
export { createBus, sharedMemoryBus } from './bus/create.ts';
export type { CreateBusOptions } from './bus/create.ts';
export { withCurrentRequestId, withDefaultHeaders } from './bus/scoped.ts';
export { measuredBus } from './bus/measured.ts';
export {
  addConsumerLagSource,
  addOutboxLagSource,
  busRequestDuration,
  busRequests,
  busServed,
  consumerDeliveries,
  consumerRedeliveries,
  describeProcess,
  failureOutcome,
  httpRequestDuration,
  httpRequests,
  metricsRegistry,
  outboxRelayErrors,
  workflowRuns,
} from './ops/metrics.ts';
export type { BusOutcome, ProcessLabels } from './ops/metrics.ts';
export {
  READINESS_CHECK_TIMEOUT_MS,
  busRoundTrip,
  readyUntilShutdown,
  startConfiguredOpsServer,
  startOpsServer,
} from './ops/server.ts';
export type { OpsServer, OpsServerOptions, OpsState, ReadinessCheck } from './ops/server.ts';
export { subjectMatches } from './bus/wire.ts';
export { isLostInFlight, lostInFlight } from './bus/lost.ts';
export type {
  BroadcastHandler,
  Bus,
  BusHeaders,
  BusMessage,
  ConsumeOptions,
  Delivery,
  EventConsumer,
  EventHandler,
  ListenOptions,
  PublishEventOptions,
  RequestHandler,
  RequestOptions,
  ServeOptions,
  Subscription,
} from './bus/types.ts';

export { LruMap } from './lru-map.ts';
export { TaggedCache } from './tagged-cache.ts';
export type { TaggedCacheOptions } from './tagged-cache.ts';

export { IF_NONE_MATCH_HEADER, etagMatches, notModified, notModifiedTag, strongEtag } from './conditional.ts';
export type { NotModifiedReply } from './conditional.ts';

export { openDatabase } from './db/database.ts';
export type { Database, OpenDatabaseOptions } from './db/database.ts';
export { POSTGRES_POOL_MAX, openServiceOrm, serviceOrmOptions } from './db/orm.ts';
export { containsPattern } from './db/search.ts';
export { serviceTable } from './db/tables.ts';
export { EXPORT_PAGE_BYTES, cursorTime, decodeCursor, encodeCursor, toExportPage } from './paging.ts';
export type { ExportCursor, Keyed } from './paging.ts';
export type { ServiceOrmOptions } from './db/orm.ts';

export { KIT_ENTITIES, OutboxEvent, ProcessedEvent } from './outbox/entities.ts';
export { KIT_MIGRATIONS, KitOutboxMigration, quoteIdent } from './outbox/migration.ts';
export { recordEvent } from './outbox/record.ts';
export type { RecordEventOptions } from './outbox/record.ts';
export { startOutboxRelay } from './outbox/relay.ts';
export { EVENT_RETENTION_DAYS, EVENT_RETENTION_MS } from './retention.ts';
export type { OutboxRelay, OutboxRelayOptions } from './outbox/relay.ts';
export { eventConsumerHandler, startEventConsumer } from './outbox/consumer.ts';
export type { EventConsumerOptions } from './outbox/consumer.ts';
export { normalizeEmail } from './email.ts';
export { ThrottleCounter } from './throttle/entity.ts';
export { KitThrottleMigration } from './throttle/migration.ts';
export {
  SIGN_IN_ADDRESS_THROTTLE,
  SIGN_IN_EMAIL_THROTTLE,
  clearFailures,
  recordFailure,
  secondsBlocked,
  secondsUntilAllowed,
  signInEmailThrottleKey,
  signInThrottleKeys,
  sweepEndedWindows,
  withFailure,
} from './throttle/throttle.ts';
export type { FailureWindow, ThrottleKey, ThrottlePolicy } from './throttle/throttle.ts';
export {
  checkSignIn,
  checkThrottledPassword,
  type PasswordAccountRules,
  type SignInAttempt,
  type SignInLogLine,
  type SignInRules,
  type SignInRulesWithUsable,
  type ThrottledPasswordCheck,
  type ThrottledPasswordInput,
} from './throttle/sign-in.ts';

export { InvalidMailError, MAX_MAIL_CAUSE_LENGTH, mailRequestedType, recordMail } from './mail/message.ts';
export type { MailMessage, MailRequest, RecordMailOptions } from './mail/message.ts';
export { mailConsumer } from './mail/consumer.ts';
export type { MailConsumerOptions } from './mail/consumer.ts';
export { MAIL_DIR, createMailer } from './mail/mailer.ts';
export type { MailSettings, Mailer, OutgoingMail } from './mail/mailer.ts';
export { renderMail } from './mail/render.ts';
export {
  UNSUBSCRIBE_LINK_INVALID,
  newUnsubscribeLink,
  unsubscribeTokenHash,
} from './mail/unsubscribe-links.ts';
export type { MailLayout, MailVisit, RenderedMail } from './mail/render.ts';

export {
  PASSWORD_RESET_VALID_MS,
  consumePasswordReset,
  findUsablePasswordReset,
  isPasswordResetUsable,
  issuePasswordReset,
  passwordResetEntity,
  passwordResetTableSql,
} from './password-reset/tokens.ts';
export type { IssuedPasswordReset, PasswordResetEntity, PasswordResetLink } from './password-reset/tokens.ts';
export {
  PASSWORD_RESET_ADDRESS_THROTTLE,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_EMAIL_THROTTLE,
  passwordResetThrottleKeys,
  recordPasswordResetMail,
  takePasswordResetAttempt,
} from './password-reset/requests.ts';
export type { PasswordResetMail } from './password-reset/requests.ts';
export { requestPasswordResetLink, resetPasswordWithLink } from './password-reset/flows.ts';
export type {
  PasswordResetAccount,
  PasswordResetRequestContext,
  RequestPasswordResetLinkOptions,
  ResetPasswordWithLinkOptions,
} from './password-reset/flows.ts';

export { SettableClock, systemClock } from './scheduler/clock.ts';
export type { Clock } from './scheduler/clock.ts';
export { nextLocalTime } from './scheduler/time-zone.ts';
export type { TimeOfDay } from './scheduler/time-zone.ts';
export { JOB_STATES, ScheduledJobRow } from './scheduler/entity.ts';
export type { JobState } from './scheduler/entity.ts';
export { KitSchedulerMigration } from './scheduler/migration.ts';
export {
  MAX_JOB_KEY_LENGTH,
  cancelJob,
  cancelJobsWithPrefix,
  findJob,
  scheduleJob,
} from './scheduler/schedule.ts';
export type { CancelledJob, JobRecord, JobRequest } from './scheduler/schedule.ts';
export { JOB_RETENTION_MS, startScheduler } from './scheduler/scheduler.ts';
export type { Scheduler, SchedulerOptions } from './scheduler/scheduler.ts';
export type { DueJob, JobContext, JobDefinition, JobRetryPolicy } from './scheduler/types.ts';
export {
  TEST_CLOCK_SOCKET,
  serveTestClock,
  serveTestClockSocket,
  testClockMovedSubject,
  testClockSubject,
} from './scheduler/test-clock.ts';
export type { TestClockAnswer, TestClockRequest } from './scheduler/test-clock.ts';

export { runServiceProcess, startService } from './service/start.ts';
export type { HealthAnswer, StartServiceOptions } from './service/start.ts';
export type {
  ConsumerContext,
  ConsumerDefinition,
  Endpoint,
  ListenerDefinition,
  MigrationDefinition,
  RequestContext,
  ServiceDefinition,
  ServiceDependencies,
  ServiceRuntime,
} from './service/types.ts';
export { INPUT_LIMITS, isCleanText, normaliseInput, parseInput } from './validation.ts';
export type { InputSchema, SchemaDescription } from './validation.ts';
export { asService } from './service/calls.ts';
export { runWorkflow } from './service/workflow.ts';
export type {
  RunWorkflowOptions,
  WorkflowProgress,
  WorkflowStep,
  WorkflowStepContext,
} from './service/workflow.ts';
export { ProcessedStep } from './workflow-steps/entity.ts';
export { KitWorkflowStepsMigration } from './workflow-steps/migration.ts';
export { answerStepOnce, findStepAnswer } from './workflow-steps/answer.ts';
export type { StepKey } from './workflow-steps/answer.ts';
export { IdempotentAnswer, idempotencyTableSql } from './idempotency/entity.ts';
export {
  IDEMPOTENCY_EXPIRY_JOB,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_TTL_MS,
  answerOnce,
  idempotencyExpiryJob,
} from './idempotency/answer.ts';
export type { IdempotentWrite, RecordAnswer } from './idempotency/answer.ts';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  MALFORMED_IDEMPOTENCY_KEY,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  parseIdempotencyKey,
  replayed,
  replayedAnswer,
} from './idempotency/key.ts';
export type { ReplayedReply } from './idempotency/key.ts';
export { endpoint, isUuid, rawParam, requireCaller, uuidParam } from './service/endpoint.ts';
export type { CallerKind, EndpointCall, EndpointSpec, ParamParser, PrincipalOf } from './service/endpoint.ts';

export { assertSafeFileName, isSafeFileName } from './files/names.ts';
export { openDiskFileStore } from './files/disk.ts';
export type { DiskFileStoreOptions } from './files/disk.ts';
export { DEFAULT_FILE_BUCKET, connectObjectFileStore } from './files/nats.ts';
export type { ObjectFileStoreOptions } from './files/nats.ts';
export { UPLOADS_DIR, fileStoreKind, openFileStore } from './files/select.ts';
export type { OpenFileStoreOptions } from './files/select.ts';
export type { FileStore, StoredFile } from './files/types.ts';

export { ImageError } from './images/errors.ts';
export { IMAGE_FORMATS, IMAGE_MAX_INPUT_PIXELS, inspectImage } from './images/inspect.ts';
export type { ImageFormat, ImageHeader, ImageMimeType } from './images/inspect.ts';
export { PREVIEW_MAX_BYTES, makePreviewImage } from './images/preview.ts';
export { reencodeImage } from './images/reencode.ts';
export type { ImageVariant, ReencodeImageOptions, ReencodedImage } from './images/reencode.ts';
