import { randomBytes } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedExchangeInput,
  type RecordingHeader,
} from '@portal/contracts/recording';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '../http/session-cookies';
import { RecordingRedactor } from './recording-redactor';

/** One upstream exchange as the upstream client saw it, before redaction. */
export type Exchange = Omit<RecordedExchangeInput, 'seq' | 'atMs'>;

export interface ExchangeRecorder {
  record(session: string, exchange: Exchange): void;
}

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

interface Recording {
  file: string;
  startedAt: number;
  seq: number;
  redactor: RecordingRedactor;
  /** Appends in call order, one after the other. */
  written: Promise<void>;
}

const SESSION_ID = /^[0-9a-f]{16}$/;
/** Sessions whose redaction maps are kept; an older one that calls again starts a new file. */
const MAX_OPEN_RECORDINGS = 500;
/** Calls one file keeps; a runaway session stops growing its file here. */
const MAX_EXCHANGES_PER_FILE = 5_000;
/** Files one gateway starts before it stops recording new sessions (one warn line says so). */
export const MAX_RECORDING_FILES = 10_000;
/** A line longer than this keeps its call but not its bodies. */
const MAX_LINE_BYTES = 1_000_000;

/**
 * RECORD_DIR (proxy mode, issue 11): each browser session's upstream exchanges go to a file of
 * their own, `<start>-<id>.jsonl`, redacted before they are written (./recording-redactor.ts). A
 * browser session is its `portal_recording` cookie, set at its first upstream call and kept until
 * the browser closes, so a sign-out and the next sign-in stay in one file.
 */
export class SessionRecorder implements ExchangeRecorder {
  private readonly open = new Map<string, Recording>();
  private ready: Promise<void> | undefined;
  private failed = false;
  private filesStarted = 0;
  private full = false;

  constructor(
    private readonly dir: string,
    private readonly cookies: SessionCookies,
    private readonly log?: WarnLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * This browser's recording session: from its cookie, or a new one set on the reply. A new one
   * starts only on a POST (a tRPC mutation, which passed the CSRF check: a page of this portal,
   * such as a sign-in), so a script calling queries in a loop without cookies cannot make a file
   * per call; undefined when there is no session to record into.
   */
  sessionOf(req: FastifyRequest, reply: FastifyReply): string | undefined {
    const known = this.cookies.read(req, 'recording');
    if (known !== undefined && SESSION_ID.test(known)) return known;
    if (req.method !== 'POST') return undefined;
    const made = randomBytes(8).toString('hex');
    this.cookies.write(reply, 'recording', made);
    // The calls later in this request (a sign-in's clients list) belong to the same session.
    req.cookies[this.cookies.names.recording] = reply.signCookie(made);
    return made;
  }

  record(session: string, exchange: Exchange): void {
    const recording = this.recordingOf(session);
    if (recording === undefined || recording.seq >= MAX_EXCHANGES_PER_FILE) return;
    recording.seq += 1;
    const { redactor } = recording;
    const line = {
      seq: recording.seq,
      atMs: Math.max(0, this.now() - recording.startedAt),
      endpoint: exchange.endpoint,
      method: exchange.method,
      path: exchange.path,
      query: redactor.redactQuery(exchange.query ?? {}),
      request: exchange.request === undefined ? null : redactor.redact(exchange.request),
      status: exchange.status,
      reply: exchange.reply === undefined ? null : redactor.redact(exchange.reply),
      ...(exchange.failure === undefined ? {} : { failure: exchange.failure }),
    };
    let text = JSON.stringify(line);
    if (text.length > MAX_LINE_BYTES) {
      const notRecorded = { $notRecorded: `${text.length} characters` };
      text = JSON.stringify({
        ...line,
        request: line.request === null ? null : notRecorded,
        reply: notRecorded,
      });
    }
    this.append(recording, `${text}\n`);
  }

  /** Every write so far, finished (tests, and a shutdown that wants the files whole). */
  async flush(): Promise<void> {
    await Promise.all([...this.open.values()].map((r) => r.written));
  }

  private recordingOf(session: string): Recording | undefined {
    const known = this.open.get(session);
    if (known !== undefined) {
      // Most recently used last: the oldest is the first to go.
      this.open.delete(session);
      this.open.set(session, known);
      return known;
    }
    if (this.filesStarted >= MAX_RECORDING_FILES) {
      if (!this.full) {
        this.full = true;
        this.log?.warn(
          { dir: this.dir, files: this.filesStarted },
          'session recording stopped: this gateway started its maximum of recording files; restart it to record again',
        );
      }
      return undefined;
    }
    this.filesStarted += 1;
    const startedAt = this.now();
    // Milliseconds in the name: a session evicted and started again in the same second gets a file
    // of its own, never a second header in the middle of the first.
    const stamp = new Date(startedAt).toISOString().replace(/[-:]/g, '').replace('.', '-').replace('Z', '');
    const recording: Recording = {
      file: join(this.dir, `${stamp}-${session}.jsonl`),
      startedAt,
      seq: 0,
      redactor: new RecordingRedactor(),
      written: Promise.resolve(),
    };
    this.open.set(session, recording);
    if (this.open.size > MAX_OPEN_RECORDINGS) {
      const oldest = this.open.keys().next().value;
      if (oldest !== undefined) this.open.delete(oldest);
    }
    const header: RecordingHeader = {
      format: RECORDING_FORMAT,
      version: RECORDING_VERSION,
      startedAt: new Date(startedAt).toISOString(),
    };
    this.append(recording, `${JSON.stringify(header)}\n`);
    return recording;
  }

  private append(recording: Recording, text: string): void {
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 }).then(() => undefined);
    const ready = this.ready;
    recording.written = recording.written
      .then(() => ready)
      .then(() => appendFile(recording.file, text, { mode: 0o600 }))
      .catch((cause: unknown) => {
        // The folder may be fixed meanwhile: the next write tries to create it again.
        this.ready = undefined;
        // Recording is a help, never a reason to fail a user's request: one line, then quiet.
        if (this.failed) return;
        this.failed = true;
        this.log?.warn(
          { dir: this.dir, reason: cause instanceof Error ? cause.message : String(cause) },
          'cannot write the session recording',
        );
      });
  }
}
