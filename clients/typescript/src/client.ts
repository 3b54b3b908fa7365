/**
 * A TypeScript client of the AgentOps REST API (docs/api.md) and its durable step loop.
 *
 * `AgentOpsClient` maps one method to one endpoint; its bodies and answers are the types generated
 * from the server's OpenAPI schema (`schema.d.ts`), so a change of the API fails `tsc`. `DurableRun`
 * drives a run of an external agent — the model and the tools live in this process — with the same
 * step protocol as the Python client (`agentops/client.py`): sample → journal → claim (intent + key)
 * → execute with the key → report → verify → commit. After a crash it resumes from the replay view:
 * journaled samples are reused (no model call), claimed calls come back `already_done` or
 * `need_recheck` (replayed with the same key, so the service dedupes), and nothing is executed twice.
 */
import { createHash, randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { performance } from "node:perf_hooks";

import type { components } from "./schema.js";

type Schemas = components["schemas"];
export type CallState = Schemas["StateEnum"];
export type ClaimAnswer = Schemas["ClaimOutput"];
export type ReplayView = Schemas["ReplayOutput"];
export type RunView = Schemas["RunOutput"];
export type PreflightAnswer = Schemas["CheckOutput"];
export type PreflightClaim = Schemas["ClaimCheckItemOutput"];
/** The claims past the cap (50 a reply) that the audit did not read, as one entry of `unbacked()`. */
export type TruncatedClaims = { phrase: ""; classification: "truncated"; reason: string };
export type UnbackedClaim = PreflightClaim | TruncatedClaims;
export type NewEvent = Schemas["NewEventInputRequest"];
type Fence = Pick<Schemas["FenceInputRequest"], "owner" | "fencing_token" | "secret">;

// -- errors ----------------------------------------------------------------------------------------
/**
 * An error answer of the API: `status` (HTTP), `code` (machine-readable), `details`; `message` is
 * `"<status> <code>: <the server's message>"` and `serverMessage` the server's message alone (the Python client's
 * `ApiError.message`).
 */
export class ApiError extends Error {
  readonly serverMessage: string;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${status} ${code}: ${message}`);
    this.serverMessage = message;
  }
}
/** `lease_held`: another process holds the run's live lease (`details`: its owner and expiry). */
export class LeaseHeld extends ApiError {}
/** `stale_fencing_token`: another process took the run over; this one must stop. */
export class LeaseLost extends ApiError {}
/** `lease_expired`: the lease ran out before a claim; renew it, then claim again. */
export class LeaseExpired extends ApiError {}
/** A 409 / 422 of the step protocol: `code` names the broken rule (e.g. `undeclared_dedupe`). */
export class ProtocolRefused extends ApiError {}
/**
 * `run_failed` (a failure that is not retryable) or `dead_letter`: the run stopped for good and only an
 * operator moves it (a retry; a dead-lettered run is final). Waiting does not help. Also `run_finished`: the
 * run is final (`details.status`: COMPLETED or DEAD_LETTER; a write after the reply names none: COMPLETED);
 * and `retry_not_due`: a retryable failure whose backoff has not passed (`details.retry_in`, seconds).
 */
export class RunStopped extends ProtocolRefused {
  get runStatus(): "FAILED" | "DEAD_LETTER" | "COMPLETED" {
    if (this.code === "run_finished") return this.details.status === "DEAD_LETTER" ? "DEAD_LETTER" : "COMPLETED";
    return this.code === "dead_letter" ? "DEAD_LETTER" : "FAILED";
  }
}

/**
 * `call_awaiting_approval`: a `RunFailed` appended while a call waits for an approver; nothing was written.
 * The run waits for the decision, it does not fail: release the lease and drive it again once the call is
 * decided (an operator may dead-letter the run). `details` names the call: `execution_id`, `step`,
 * `call_index`, `tool`.
 */
export class CallAwaitingApproval extends ProtocolRefused {}

/**
 * An append still answered 502 / 503 / 504 (or not at all) after its retries: the server or its database is
 * down longer than the client waits. Nothing is lost: driving the run again resumes it from its journal.
 */
export class ServerUnavailable extends ApiError {}

/**
 * `createRun`'s `create_key` names a run started with other fields (a deploy changed the model, the prompt, the
 * budget or the inputs): this code cannot drive it. The message names the run, what differs and the ways on, as the
 * Python SDK's `SetupError` does (`startedOtherwise`); `runId`, `fields` and `runStatus` say the same for code.
 */
export class SetupError extends Error {
  override name = "SetupError";
  constructor(message: string, readonly runId = "", readonly fields: string[] = [], readonly runStatus = "") {
    super(message);
  }
}

/**
 * Why `key`'s run cannot be driven by this code (the server's 409 `create_key_conflict` `details`; `status`: the run's
 * now) and what to do — the Python SDK's `agentops_durable.run._started_otherwise`, in the API's field names. The
 * server's own advice, a new create key, starts another run, which makes every effect of an unfinished one again
 * under new keys (it was that advice, thrown as a bare 409: a deploy that changed the model left every run in flight
 * with no way on).
 */
export function startedOtherwise(key: string, details: Record<string, unknown>, status: string): string {
  const runId = typeof details.run_id === "string" ? details.run_id : "?";
  const given = (Array.isArray(details.fields) ? details.fields.map(String) : []).join(", ") || "its fields";
  const started = `create_key ${JSON.stringify(key)} names run ${runId}, started with another ${given} than this code gives`;
  if (status === "COMPLETED" || status === "DEAD_LETTER") return `${started}; it is ${status}: give another key for another run`;
  return `${started} (it is ${status || "unfinished"}): a run resumes only with ` +
    "what it started with (its journaled answers were made from them), so this code cannot drive it. Run the " +
    "version it started with until the run finishes, or have an operator dead-letter it (the dashboard's bulk " +
    "actions, the recovery console once it is parked); a new key would start a second run that makes the " +
    "effects this one made (or had in flight) again, under new idempotency keys";
}

/** The run waits for a human: `WAITING_MANUAL_CONFIRM` (an approver) or `RECOVERING` (an operator). */
export class RunParked extends Error {
  constructor(
    readonly status: "WAITING_MANUAL_CONFIRM" | "RECOVERING",
    readonly reason: string,
    readonly headSeq: number,
    readonly step?: number,
    readonly callIndex?: number,
    /** A call waiting for an approver: why the gate holds it (the server's `held_for`). */
    readonly heldFor: string = "",
  ) {
    super(`run is ${status}${step === undefined ? "" : ` at step ${step} call ${callIndex}`}: ${reason}`);
  }
}

/** A model call failed (journaled as RunFailed; `retryable` lets the server's retry policy decide). */
export class ModelError extends Error {
  constructor(message: string, readonly retryable = true) {
    super(message);
  }
}
/** The service refused the call: a known non-effect, told to the model (`code: rejected`). */
export class ToolRejected extends Error {}
/**
 * The tool threw before it acted (its own argument check, a connection refused before anything was sent): a known
 * non-effect, told to the model (`code: not_sent`), never a human's case — `agentops.core.protocol.raised_result`.
 * Any error with `did_not_act: true` set counts the same.
 */
export class DidNotAct extends Error {
  override name = "DidNotAct";
  readonly did_not_act = true;
}
/** A write tool that does not say whether its service dedupes by idempotency key. */
export class UndeclaredDedupe extends Error {
  constructor(readonly tool: string) {
    super(
      `tool '${tool}' is a write: declare whether its service dedupes by idempotency key — ` +
        "dedupes: true (an in-doubt call is sent again with the same key) or dedupes: false (it is " +
        "sent without a key; an in-doubt call is looked up, else handed to a human)",
    );
  }
}

const ERRORS: Record<string, typeof ApiError> = {
  lease_held: LeaseHeld,
  stale_fencing_token: LeaseLost,
  lease_expired: LeaseExpired,
  run_failed: RunStopped,
  retry_not_due: RunStopped,
  dead_letter: RunStopped,
  run_finished: RunStopped,
  call_awaiting_approval: CallAwaitingApproval,
};

const sleep = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));
/**
 * Milliseconds on a clock that only moves forward (not the wall clock, which NTP or a person may set back or
 * ahead): how long since the lease was renewed, how long a wait lasted. A server's timestamp is read against the
 * wall clock only where nothing else says it (a held lease's expiry, a retry's due time), as `agentops.client`.
 */
const elapsed = () => performance.now();

// -- the endpoints ---------------------------------------------------------------------------------
/** A lease as acquired: `secret` goes with every write under it. */
export interface Lease {
  runId: string;
  owner: string;
  fencingToken: number;
  headSeq: number;
  secret: string;
  seconds: number;
}

/**
 * A request whose answer never came, so that the request may or may not have been handled: a network
 * error of `fetch` (Node's undici throws `TypeError("fetch failed")`, or `TypeError("terminated")` when
 * the connection drops in the middle of the answer) or the client's `timeout`. A bad URL or header is
 * a `TypeError` too, with another message: it is not retried.
 */
export function answerLost(err: unknown): boolean {
  if (err instanceof DOMException) return err.name === "TimeoutError";
  return err instanceof TypeError && (err.message === "fetch failed" || err.message === "terminated");
}

/** Whether a claim failed without the server's word on the call: down or unreachable (after the client's retries), or
 * 409 `seq_conflict` (the journal kept moving: nothing was written) — the Python client's `_unanswered`. */
function unanswered(err: unknown): boolean {
  if (err instanceof ApiError) return err.status >= 500 || err.code === "seq_conflict";
  return answerLost(err);
}

/** Whether a request got no word from the server about it: no answer (unreachable, the connection dropped, the
 * client's own timeout), a 502 / 503 / 504, or 409 `seq_conflict` (nothing was written) — the Python core's
 * `no_word`. What only this process knows (a call claimed and unsent, a lost claim answer, a result) is asked again,
 * the same request, until the server answers (`DurableRun`'s `answered`). */
export function noWord(err: unknown): boolean {
  if (err instanceof ApiError) return RETRIED.has(err.status) || (err.status === 409 && err.code === "seq_conflict");
  return answerLost(err);
}

/** The longest pause (seconds) between the questions of a driver waiting for the server's word (`NO_WORD_PAUSE`). */
const NO_WORD_PAUSE = 5;

/** Why a call whose status lookup said "not done" goes to a human when its tool declares no `timeout` (the Python
 * core's `NOT_DONE_UNBOUNDED`, word for word). */
export const NOT_DONE_UNBOUNDED =
  "outcome unknown: its status lookup found no trace of it, but nothing bounds how long its last send may still " +
  "land (the tool declares no timeout), so \"not done\" is no answer: a human decides. Declare the tool's timeout " +
  "and a \"not done\" is looked up again once it passed, then sent with no human";

/** A request body over the server's `AGENTOPS_API_MAX_BODY` (413; nothing written). */
const TOO_LARGE = "payload_too_large";

function tooLarge(err: ApiError): string {
  return `it is larger than the server takes (${err.message.slice(`${err.status} ${err.code}: `.length)})`;
}

/** Whether a JSON body is the API's error answer, `{"error": {"code": …, "message": …}}`. */
function isErrorBody(body: unknown): body is Schemas["ErrorOutput"] {
  const error = (body as { error?: unknown } | null)?.error as { code?: unknown; message?: unknown } | undefined;
  return typeof error === "object" && error !== null && typeof error.code === "string" && typeof error.message === "string";
}

/** Whether an answer is 409 `seq_conflict` (the journal moved while the server checked the write). */
function seqConflict(status: number, text: string): boolean {
  if (status !== 409) return false;
  try {
    return (JSON.parse(text) as Schemas["ErrorOutput"]).error.code === "seq_conflict";
  } catch {
    return false;
  }
}

/** A JSON text's numbers and strings, in order (a string first: a number inside one is text). */
const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The first integer of a JSON text that a JavaScript number cannot hold exactly (past ±(2^53 − 1): `JSON.parse`
 * rounds it, 12345678901234567891 to 12345678901234567000), or null. A number with a fraction or an exponent is a
 * float, lossy by nature in Python too, and left alone; so is a number in a string.
 */
export function unsafeInteger(text: string): string | null {
  if (!/\d{16}/.test(text)) return null; // 2^53 has 16 digits: nothing shorter is past it
  for (const [token] of text.matchAll(TOKENS)) {
    if (/^-?\d+$/.test(token) && (token.startsWith("-") ? -BigInt(token) : BigInt(token)) > MAX_SAFE) return token;
  }
  return null;
}

/** Why a JavaScript number cannot stand for `integer` (:func:`unsafeInteger`), for the errors that refuse it. */
export function unsafeIntegerReason(integer: string): string {
  const shown = integer.length > 40 ? `${integer.slice(0, 40)}… (${integer.length} digits)` : integer;
  return `the integer ${shown}, past ±(2^53 − 1): a JavaScript number cannot hold it exactly, and the client ` +
    "refuses to round it (the run would go on with another value than the one sent); have it sent as a string";
}

/** Gateway answers that a retry may cure (the server was down, restarting or overloaded). */
const RETRIED: ReadonlySet<number> = new Set([502, 503, 504]);
/** 503 codes whose request wrote nothing (refused before the journal, or by a store that takes no writes). */
const NOTHING_WRITTEN: ReadonlySet<string> = new Set(["cache_unavailable", "storage_full"]);
/** The API's path, which the client adds to the server's base address. */
const API_PATH = "/api/v1";

/**
 * A client argument no request could work with, thrown before anything is sent: a base URL that is no http(s)
 * address with a host, or that ends with the API's path (as `agentops.client`'s `InvalidInput`).
 */
export class InvalidInput extends Error {}

/** The API's address under the server's `baseUrl`; `InvalidInput` for one that is no server's base address. */
function apiBase(baseUrl: string): string {
  let url: URL | null = null;
  try {
    url = /\s/.test(baseUrl) ? null : new URL(baseUrl);
  } catch {
    // not a URL at all: said below
  }
  if (url === null || !["http:", "https:"].includes(url.protocol) || !url.hostname) {
    throw new InvalidInput(`baseUrl ${JSON.stringify(baseUrl)} is no http(s) address with a host: e.g. http://127.0.0.1:8000`);
  }
  if (url.pathname.replace(/\/+$/, "").endsWith(API_PATH)) { // was a 404 "no endpoint at /api/v1/api/v1/runs/"
    throw new InvalidInput(`baseUrl ${JSON.stringify(baseUrl)} ends with ${API_PATH}: give the server's base address, ` +
      "the client adds the API's path (e.g. http://127.0.0.1:8000)");
  }
  return new URL(`${baseUrl.replace(/\/+$/, "")}${API_PATH}/`).href;
}

/** One answer as `request` read it: `where` is the request's method and URL, for the errors that name it. */
interface Answer {
  where: string;
  status: number;
  text: string;
  type: string;
  location: string | null;
}

/** The longest `retryFor` (an hour), as `agentops.client`'s `MAX_RETRY_FOR`. */
export const MAX_RETRY_FOR = 3600;

export interface ClientOptions {
  /**
   * How long, in seconds of pauses, a request that may be sent again is retried (default 30: a server restarting,
   * a database failing over), as `agentops.client`'s `retry_for`; 0 turns retries off. From 0 to 3600.
   */
  retryFor?: number;
  /** At most this many retries too (default: as many as `retryFor` allows; 0 turns retries off). */
  retries?: number;
  /** The first pause before a retry, in seconds (default 0.25): backoff × 2ⁿ, at most 5 s, × 0.5–1. */
  backoff?: number;
  /** Seconds before a request counts as lost (default 30). */
  timeout?: number;
  /** The pause between retries (tests record it); default: a timer. */
  sleep?: (seconds: number) => Promise<void>;
  /** The `fetch` to send requests with (default: the global one). */
  fetch?: typeof fetch;
}

/**
 * One method per endpoint of `/api/v1/`; `apiKey` is an agent's `aok_…` key.
 *
 * Reads and the writes whose retry the server answers like the first request (docs/api.md,
 * "Retries": a claim with its `request_id`, a result, a verdict, the reply, the lease calls, the claims
 * pre-flight, a run created with a `create_key`) are sent again after a lost answer or a
 * 502 / 503 / 504, for `retryFor` seconds of pauses (30), with exponential backoff and jitter — as `agentops.client`
 * does; an append too, found in the journal when its lost attempt landed (see `append`). A run created
 * without a `create_key` never is, nor is any 4xx or 500 — except a 409 `seq_conflict` of a claim, a result, a verdict or
 * the reply, which name no seq: nothing was written, and the same request is sent again.
 */
export class AgentOpsClient {
  private readonly base: string;
  private readonly retryFor: number;
  private readonly retries: number;
  private readonly backoff: number;
  private readonly timeout: number;
  private readonly pause: (seconds: number) => Promise<void>;
  private readonly send: typeof fetch;

  constructor(baseUrl: string, private readonly apiKey: string, options: ClientOptions = {}) {
    this.base = apiBase(baseUrl); // a bad URL fails here, not as a lost answer
    const retryFor = options.retryFor ?? 30;
    if (typeof retryFor !== "number" || !(retryFor >= 0 && retryFor <= MAX_RETRY_FOR)) {
      throw new InvalidInput(`retryFor: ${JSON.stringify(retryFor)} is not a number of seconds from 0 to ${MAX_RETRY_FOR}`);
    }
    this.retryFor = retryFor;
    this.retries = options.retries ?? Infinity;
    this.backoff = options.backoff ?? 0.25;
    this.timeout = options.timeout ?? 30;
    this.pause = options.sleep ?? sleep;
    this.send = options.fetch ?? fetch;
  }

  /**
   * One request; with `retry` it is sent again after a lost answer or a 502 / 503 / 504 (see the class),
   * and with `unseq` (a write that names no seq: a claim, a result, a verdict, the reply) after 409
   * `seq_conflict` too: other writes of the run kept landing while the server checked it, nothing was written.
   */
  private async call<T>(method: string, path: string, body?: unknown, retry = true, unseq = false): Promise<T> {
    for (const pause of retry ? this.pauses() : []) {
      try {
        const answer = await this.request(method, path, body);
        if (!RETRIED.has(answer.status) && !(unseq && seqConflict(answer.status, answer.text))) {
          return AgentOpsClient.answer<T>(answer);
        }
      } catch (err) {
        if (!answerLost(err)) throw err; // the request may or may not have been handled: the retry's answer says
      }
      await this.pause(pause);
    }
    return AgentOpsClient.answer<T>(await this.request(method, path, body));
  }

  /**
   * The pauses between the attempts of a request sent again: `backoff` × 2ⁿ (at most 5 s) × 0.5–1, until they add
   * up to `retryFor` seconds, or `retries` of them (as `agentops.client`'s `_pauses`).
   */
  private *pauses(): Generator<number> {
    let waited = 0;
    for (let n = 0; waited < this.retryFor && n < this.retries; n++) {
      const pause = Math.min(this.backoff * 2 ** n, 5) * (0.5 + Math.random() / 2);
      waited += pause;
      yield pause;
    }
  }

  private async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const url = this.base + path;
    const response = await this.send(url, {
      method,
      redirect: "manual", // never followed: a POST sent again elsewhere could act twice (the API's 308 says why)
      headers: {
        Authorization: `Bearer ${this.apiKey}`,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeout * 1000),
    });
    const text = await response.text(); // the answer is lost too when its body breaks off
    const { status, headers } = response;
    return { where: `${method} ${url}`, status, text, type: headers.get("content-type") ?? "", location: headers.get("location") };
  }

  /** The answer's body as `T`; an error answer, a redirect (3xx: its body is no answer) or a web page throws. */
  private static answer<T>({ where, status, text, type, location }: Answer): T {
    const json = type.startsWith("application/json");
    if (status >= 300 && status < 400 && !json) {
      const target = location ?? "nowhere (no Location)";
      throw new ApiError(status, "redirected", `${where} was redirected to ${target}: the client follows no redirect; ` +
        "set the server's URL (the client's baseUrl) to the address it redirects to");
    }
    if (status < 300 && type.startsWith("text/html")) {
      throw new ApiError(status, "not_the_api", `${where} answered an HTML page, not the AgentOps API: ` +
        "is the server's URL (the client's baseUrl) its base address, without /api/v1/?");
    }
    if (status >= 300) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError(status, "http_error", text.slice(0, 500) || (location ? `redirected to ${location}` : `HTTP ${status}`));
      }
      if (!isErrorBody(body)) { // another service's JSON ({"error": {"message"}}, {"detail"}): no TypeError
        throw new ApiError(status, "not_the_api", `${where} answered ${text.slice(0, 300)}, not an AgentOps API error: ` +
          "is the server's URL (the client's baseUrl) its base address, without /api/v1/?");
      }
      const error = body.error;
      const kind = ERRORS[error.code] ?? ([409, 422].includes(status) ? ProtocolRefused : ApiError);
      throw new kind(status, error.code, error.message, (error.details ?? {}) as Record<string, unknown>);
    }
    const unsafe = unsafeInteger(text);
    if (unsafe !== null) throw new ApiError(status, "unsafe_integer", `${where} answered ${unsafeIntegerReason(unsafe)}`);
    return JSON.parse(text) as T;
  }

  private static fence(lease: Lease): Fence {
    return { owner: lease.owner, fencing_token: lease.fencingToken, secret: lease.secret };
  }

  // runs
  /** Retried after a lost answer only with a `create_key` (the retry gets the run it created). */
  /**
   * A `create_key` naming a run started with other fields (a deploy changed the model, prompt, budget or inputs) is a
   * `SetupError` naming the run, what differs and the ways on (`startedOtherwise`), not the bare 409; another agent's
   * API key (or `agent` naming another agent than the key's) is a `SetupError` naming both, not the bare 403.
   */
  async createRun(fields: Schemas["RunCreateInputRequest"]): Promise<Schemas["RunOutput"]> {
    const key = fields.create_key;
    const body = typeof key === "string" ? { ...fields, create_key: normalKey(key) } : fields;
    try {
      return await this.call<Schemas["RunOutput"]>("POST", "runs/", body, key !== undefined);
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && err.code === "permission_denied") {
        // another agent's API key: named, as the Python SDK's SetupError (it was a bare 403 ApiError)
        throw new SetupError(`agent ${JSON.stringify(fields.agent)}: ${err.serverMessage}`);
      }
      if (!(err instanceof ApiError && err.code === "create_key_conflict" && typeof key === "string")) throw err;
      const runId = typeof err.details.run_id === "string" ? err.details.run_id : "";
      const status = runId ? (await this.getRun(runId)).status : "";
      const differ = Array.isArray(err.details.fields) ? err.details.fields.map(String) : [];
      throw new SetupError(startedOtherwise(key, err.details, status), runId, differ, status);
    }
  }
  getRun(runId: string): Promise<RunView> {
    return this.call("GET", `runs/${runId}/`);
  }
  replay(runId: string): Promise<ReplayView> {
    return this.call("GET", `runs/${runId}/replay/`);
  }
  timeline(runId: string, after = 0, limit = 100): Promise<Schemas["TimelineOutput"]> {
    return this.call("GET", `runs/${runId}/events/?after=${after}&limit=${limit}`);
  }

  // leases
  async acquire(runId: string, owner: string, secret?: string, seconds?: number): Promise<Lease> {
    const body: Schemas["LeaseAcquireInputRequest"] = { owner, secret, seconds };
    const got = await this.call<Schemas["LeaseAcquiredOutput"]>("POST", `runs/${runId}/lease/`, body);
    return { runId, owner, fencingToken: got.fencing_token, headSeq: got.head_seq, secret: got.secret, seconds: got.seconds };
  }
  renew(lease: Lease, seconds?: number): Promise<Schemas["LeaseOutput"]> {
    const body: Schemas["LeaseRenewInputRequest"] = { ...AgentOpsClient.fence(lease), seconds };
    return this.call("POST", `runs/${lease.runId}/lease/renew/`, body);
  }
  async release(lease: Lease): Promise<boolean> {
    const body: Schemas["FenceInputRequest"] = AgentOpsClient.fence(lease);
    return (await this.call<Schemas["ReleaseOutput"]>("POST", `runs/${lease.runId}/lease/release/`, body)).released;
  }

  // writes
  /**
   * Sent again, the same body (its `expected_seq` fences it: it lands once at most), after a lost answer or a
   * 502 / 503 / 504 (`database_unavailable`, `cache_unavailable`), as `call` retries. An attempt whose answer
   * did not come back may have landed: when a retry is then 409 `seq_conflict` / `already_sampled` and the
   * journal after `expected_seq` holds these events (types and steps), they are the answer. Still refused
   * after the retries: `ServerUnavailable` (the journal is intact; driving the run again resumes it).
   */
  async append(lease: Lease, expectedSeq: number, events: NewEvent[]): Promise<Schemas["AppendOutput"]> {
    const body: Schemas["AppendInputRequest"] = { ...AgentOpsClient.fence(lease), expected_seq: expectedSeq, events };
    const path = `runs/${lease.runId}/events/`;
    const started = elapsed();
    const pauses = this.pauses();
    let mayHaveLanded = false;
    let last: unknown;
    let attempts = 0;
    for (;;) {
      attempts++;
      try {
        return AgentOpsClient.answer<Schemas["AppendOutput"]>(await this.request("POST", path, body));
      } catch (err) {
        if (err instanceof ApiError && mayHaveLanded && ["seq_conflict", "already_sampled"].includes(err.code)) {
          const landed = await this.landed(lease.runId, expectedSeq, events);
          if (landed) return landed;
          throw err;
        }
        if (err instanceof ApiError && RETRIED.has(err.status)) {
          // only these say nothing was written; database_unavailable may come after the commit
          mayHaveLanded ||= !NOTHING_WRITTEN.has(err.code);
        } else if (answerLost(err)) {
          mayHaveLanded = true;
        } else {
          throw err;
        }
        last = err;
      }
      const pause = pauses.next();
      if (pause.done) break;
      await this.pause(pause.value);
    }
    const kinds = events.map((e) => e.type).join(", ");
    const why = last instanceof Error ? last.message : String(last);
    throw new ServerUnavailable(
      last instanceof ApiError ? last.status : 503,
      last instanceof ApiError ? last.code : "server_unreachable",
      `POST ${path} (${kinds} after seq ${expectedSeq}) failed ${attempts} times in ` +
        `${((elapsed() - started) / 1000).toFixed(1)} s (${why}); the journal is intact: drive the run again ` +
        "(the same key) and it resumes from it",
      last instanceof ApiError ? last.details : {},
    );
  }
  /** The append's answer when the journal after `expectedSeq` holds `events` (a lost attempt landed), else null. */
  private async landed(runId: string, expectedSeq: number, events: NewEvent[]): Promise<Schemas["AppendOutput"] | null> {
    const page = (await this.timeline(runId, expectedSeq, events.length)).events;
    const step = (payload: unknown) => (payload as { step?: unknown } | null)?.step;
    const same =
      page.length === events.length &&
      page.every((stored, i) => stored.type === events[i].type && step(stored.payload) === step(events[i].payload));
    // the timeline's events as the append's (a hash the reader may not see is null there; the driver reads none)
    const stored = page as unknown as Schemas["AppendOutput"]["events"];
    return same && page.length ? { head_seq: page[page.length - 1].seq, events: stored } : null;
  }
  /**
   * Claim a call before executing it. Each claim gets a new `request_id` (or `requestId`: the claim's own, when this
   * is its retry), sent again only by this request's own retries: a retry whose first answer was lost is answered
   * `claimed` again under the same lease, a later claim of the call is `need_recheck`.
   */
  claim(
    lease: Lease,
    call: Omit<Schemas["ClaimInputRequest"], "owner" | "fencing_token" | "secret" | "request_id">,
    requestId: string = randomBytes(24).toString("base64url"),
  ): Promise<ClaimAnswer> {
    const body: Schemas["ClaimInputRequest"] = { ...AgentOpsClient.fence(lease), request_id: requestId, ...call };
    return this.call("POST", `runs/${lease.runId}/tools/claim/`, body, true, true);
  }
  reportResult(lease: Lease, step: number, callIndex: number, result: unknown): Promise<Schemas["RecordedOutput"]> {
    const body = { ...AgentOpsClient.fence(lease), step, call_index: callIndex, result } as Schemas["ResultInputRequest"];
    return this.call("POST", `runs/${lease.runId}/tools/result/`, body, true, true);
  }
  reportVerification(lease: Lease, step: number, callIndex: number, verdict: Verdict): Promise<Schemas["RecordedOutput"]> {
    const body: Schemas["VerificationInputRequest"] = {
      ...AgentOpsClient.fence(lease),
      step,
      call_index: callIndex,
      status: verdict.status,
      method: verdict.method,
      detail: verdict.detail ?? "",
    };
    return this.call("POST", `runs/${lease.runId}/tools/verification/`, body, true, true);
  }
  /** The claims audit of a draft reply against the journal; writes nothing. */
  checkClaims(runId: string, reply: string): Promise<PreflightAnswer> {
    const body: Schemas["CheckInputRequest"] = { reply };
    return this.call("POST", `runs/${runId}/claims/check/`, body);
  }
  submitReply(lease: Lease, step: number, reply: string): Promise<Schemas["ReplyOutput"]> {
    const body: Schemas["ReplyInputRequest"] = { ...AgentOpsClient.fence(lease), step, reply };
    return this.call("POST", `runs/${lease.runId}/reply/`, body, true, true);
  }
}

// -- the agent: model, tools -----------------------------------------------------------------------
export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
  call_id: string;
}
/** A model output as journaled in LlmSampled: text plus ordered tool calls (none: the final reply). */
export interface Sample {
  content: string;
  tool_calls: ToolCall[];
  usage: { prompt_tokens: number; completion_tokens: number; cost: number };
}
export type Message = Record<string, unknown>;
export interface Model {
  /** Recorded in RunStarted; a resume with another version is refused. */
  version: string;
  sample(messages: Message[], tools: ToolSpec[]): Promise<Sample>;
}
export interface ToolSpec {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
}
export interface Verdict {
  status: "confirmed" | "failed";
  method: string;
  detail?: string;
}
/** A tool: `fn(args, idemKey)` gets the journaled key (null when the service does not dedupe). */
export interface Tool {
  name: string;
  description?: string;
  parameters?: Record<string, unknown>;
  effect: "read" | "write";
  /** Required for a write: does the service honour the idempotency key? */
  dedupes?: boolean;
  risk?: "low" | "high";
  fn(args: Record<string, unknown>, idemKey: string | null): Promise<unknown>;
  /** Business read-back after the schema check: did it happen as the result says? */
  verify?(args: Record<string, unknown>, result: unknown, idemKey: string | null): Promise<Verdict>;
  /** Status lookup by key for a tool that cannot dedupe: found (with its result), not found, or null. */
  lookup?(args: Record<string, unknown>, idemKey: string | null): Promise<{ found: boolean | null; result?: unknown }>;
  /** Seconds after which a call of it gives up by itself: a lookup's "not found" counts only once that long passed
   * since the call was handed out (its claim's `sent_age`), before its first send may still land (`stillLanding`). */
  timeout?: number;
}

/** An in-doubt call journaled with `idemKey` may be made again with it: a read, or a write whose service dedupes and
 * that was journaled with a key (one journaled without, before a deploy declared `dedupes: true`, would reach the
 * service keyless). `handed`: it went out on a human's word (an approval or an operator's retry: its claim's state is
 * `dispatched`), which sends it once — only a write's deduping service makes a second attempt safe; a read held for
 * what its arguments do (an approved `UPDATE … SET` to a SQL tool declared a read) was replayed twice (qa-agents5).
 * `journaled`: the effect the call was first claimed with (its claim's `effect`): a write stays one whatever the tool
 * is declared now — a deploy that declared it a read replayed a non-deduping write (qa-agents6).
 * `risk`: the risk it was first claimed with (its claim's `risk`): a call that went out low risk is not replayed once
 * its tool is declared high risk (`raisedSince`). The Python core's `Tool.replayable`. */
export function replayable(
  tool: Tool,
  idemKey: string | null,
  handed = false,
  journaled?: "read" | "write",
  risk?: "low" | "high",
): boolean {
  if (raisedSince(tool, risk)) return false;
  const write = tool.effect === "write" || journaled === "write";
  if (handed) return write && tool.dedupes !== false && idemKey !== null;
  return write ? tool.dedupes !== false && idemKey !== null : true;
}

/** The call went out low risk (no approver's word) and its tool is declared high risk now (a deploy since): in doubt,
 * neither replayed nor looked up into a send — a human decides (the core's `Tool.raised_since`, qa-agents6). */
export function raisedSince(tool: Tool, risk?: "low" | "high"): boolean {
  return risk === "low" && tool.risk === "high";
}

/** Why an in-doubt call journaled with `idemKey` that no replay or lookup settled goes to a human (the core's
 * `Tool.unknown_reason`; for a tool this agent lacks, renamed or removed since the call was sent, the core's
 * `missing_tool_reason`). */
function unknownReason(
  name: string,
  tool: Tool | undefined,
  idemKey: string | null,
  handed = false,
  risk?: "low" | "high",
): string {
  if (tool && raisedSince(tool, risk)) {
    return `outcome unknown: it was claimed with no approver, and ${name} is declared high risk since: a human decides whether it is sent (it may have been), not a replay or a lookup`;
  }
  if (tool && handed && !replayable(tool, idemKey, true)) {
    return "outcome unknown: it went out once on a human's word (an approval or an operator's retry), and only a write whose service dedupes by its key is sent again; no lookup answered";
  }
  if (!tool) {
    return `outcome unknown: the call may have been sent, and this agent has no tool named '${name}' now (renamed or removed since): it can be neither replayed nor looked up`;
  }
  if (tool.dedupes === true && idemKey === null) {
    return "outcome unknown: it was journaled without an idempotency key (its tool did not dedupe then) and no lookup answered";
  }
  return "outcome unknown: the tool cannot dedupe and no lookup answered";
}

/** Check a tool's declaration: a write must say whether its service dedupes (no default). */
export function defineTool(tool: Tool): Tool {
  if (tool.effect === "write" && tool.dedupes === undefined) throw new UndeclaredDedupe(tool.name);
  return tool;
}

export interface Agent {
  name: string;
  model: Model;
  tools: Tool[];
  /** The system prompt template: `{input}` fields, `{clock}`, `{seed}`. */
  template: string;
  budget?: { max_steps: number; max_tokens: number; max_cost: number };
  /** Pauses before each same-key replay of a call whose outcome this attempt could not learn. */
  replayPauses?: number[];
}

/** The schema check (agentops/core/tools.py `schema_check`): `{success: true, data: {…non-empty}}`. */
export function schemaCheck(result: unknown): Verdict {
  if (typeof result !== "object" || result === null || Array.isArray(result)) {
    return { status: "failed", method: "schema", detail: "result is not an object" };
  }
  const r = result as Record<string, unknown>;
  if (r.success !== true) return { status: "failed", method: "schema", detail: `success is ${String(r.success)} (${String(r.code)})` };
  const data = r.data;
  if (typeof data !== "object" || data === null || Array.isArray(data) || Object.keys(data).length === 0) {
    return { status: "failed", method: "schema", detail: "success without business data (empty 'data')" };
  }
  return { status: "confirmed", method: "schema" };
}

// -- the step rules (agentops/core/protocol.py: next_action, after_lookup, failed_write_parks) ------
export type Next =
  | "wait_approval"
  | "use_result"
  | "send"
  | "send_again"
  | "replay_same_key"
  | "lookup"
  | "park"
  | "wait_operator"
  | "wait_landing";
const SETTLED: ReadonlySet<CallState> = new Set<CallState>([
  "operator_confirmed",
  "compensated",
  "dead_lettered",
  "rejected",
  "result",
  "verified",
  "verification_failed",
]);

/** What a driver does with a claimed call: the Python core's `next_action`, the same table. */
export function nextAction(state: CallState, fresh: boolean, safeToReplay: boolean, canLookup: boolean): Next {
  if (state === "awaiting_approval") return "wait_approval";
  if (SETTLED.has(state)) return "use_result";
  if (state === "retry_same_key") return "send_again";
  if (state === "in_doubt") return "wait_operator";
  if (fresh) return "send";
  if (safeToReplay) return "replay_same_key";
  return canLookup ? "lookup" : "park";
}

/** What a status lookup's answer allows (the Python core's `after_lookup`): `landing` null, nothing bounds the last
 * send (no `timeout`): a "not done" is no answer and a human decides. */
export function afterLookup(found: boolean | null, landing: number | null): Next {
  if (found === true) return "use_result";
  if (found === false && landing !== null) return landing > 0 ? "wait_landing" : "send";
  return "park";
}

/** Seconds the last send of a call in doubt may still land at its service: the tool's `timeout` less `age`, the
 * seconds since it was handed out by the database's clock (the claim's `sent_age`); 0 when the age is unknown, null
 * when the tool has no timeout (nothing bounds it). A lookup's "not found" before then is no answer: a slow service
 * may still be processing the first send (the Python core's `still_landing`, qa-agents8, clients13). */
export function stillLanding(age: number | null | undefined, timeout: number | undefined): number | null {
  if (timeout === undefined) return null;
  if (age === null || age === undefined) return 0;
  return Math.max(0, timeout - age);
}


function failedWriteParks(tool: Tool, verdict: Verdict, result: unknown): boolean {
  const refused = typeof result === "object" && result !== null && ["rejected", "not_sent"].includes((result as Record<string, unknown>).code as string);
  return verdict.status === "failed" && tool.effect === "write" && !refused;
}

/** Canonical-enough JSON for the model's context: sorted keys, compact. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

interface Recorded {
  eventId: string;
  result: unknown;
}

/** The context a committed step adds (agentops/core/replay.py `step_messages`). */
/** The longest reply a run completes with (`core.protocol.MAX_REPLY_CHARS`). */
export const MAX_REPLY_CHARS = 20_000;

/** Why `text` cannot be a run's reply through the API, or null (`core.protocol.unsendable_reply`; characters are
 * counted as Python does, by code point). */
export function unsendableReply(text: string): string | null {
  if (!text || text.trim() === "") return "it is blank";
  if ([...text].length > MAX_REPLY_CHARS) return `it is longer than ${MAX_REPLY_CHARS} characters`;
  return text.includes("\u0000") ? "it holds NUL" : null;
}

/** `core.canon.LONE_SURROGATE`: why the journal cannot hold half of a UTF-16 pair. */
export const LONE_SURROGATE = "lone surrogate characters are not valid Unicode";
const LONE = /[\uD800-\uDFFF]/u; // with the u flag a pair is one code point: only a lone half matches

/** Why the model's answer cannot be journaled (a lone surrogate in any string or key of it), or null
 * (`core.loop.unjournalable`). */
export function unjournalable(output: unknown): string | null {
  const holds = (value: unknown): boolean =>
    typeof value === "string"
      ? LONE.test(value)
      : Array.isArray(value)
        ? value.some(holds)
        : value !== null && typeof value === "object" && Object.entries(value).some(([k, v]) => LONE.test(k) || holds(v));
  return holds(output) ? `the model's answer cannot be journaled: ${LONE_SURROGATE}` : null;
}

/** The first `call_id` two of a sample's tool calls share and their positions, or null: `events/` refuses it
 * (`core.protocol.repeated_call_id`; a blank id may repeat). */
export function repeatedCallId(calls: { call_id?: string }[]): [string, number[]] | null {
  const seen = new Map<string, number[]>();
  calls.forEach((call, i) => call.call_id && seen.set(call.call_id, [...(seen.get(call.call_id) ?? []), i]));
  return [...seen].find(([, at]) => at.length > 1) ?? null;
}

function stepMessages(output: Sample, results: Map<number, Recorded>): Message[] {
  const messages: Message[] = [{ role: "assistant", content: output.content ?? "", tool_calls: output.tool_calls }];
  output.tool_calls.forEach((call, i) => {
    const result = results.get(i);
    messages.push({
      role: "tool",
      name: call.name,
      call_id: call.call_id ?? "",
      event_id: result ? result.eventId : null,
      content: result ? sortedJson(result.result) : "null",
    });
  });
  return messages;
}

/** The template fields a run fills itself (RunStarted's clock and seed): no input may take their names. */
const RUN_FIELDS = ["clock", "seed"];

/** The RunStarted fields of a new run of an external agent, rendered once from a journaled clock and seed;
 * `InvalidInput` for an input named like a field the run fills itself (it was shadowed by the run's own, silently:
 * the server and the Python SDK refuse it, `agentops.core.loop.taken_input_names`). */
export function externalRunFields(agent: Agent, inputs: Record<string, string>): Schemas["RunCreateInputRequest"] {
  const taken = RUN_FIELDS.filter((name) => Object.hasOwn(inputs, name));
  if (taken.length > 0) {
    throw new InvalidInput(
      `an input may not be named ${taken.map((name) => `'${name}'`).join(" or ")}: the prompt template's {clock} and ` +
        "{seed} are the run's own, journaled when it starts (a seed is passed as the run's seed)",
    );
  }
  const clock = new Date().toISOString();
  const seed = randomBytes(4).readUInt32BE() & 0x7fffffff;
  const values: Record<string, string> = { ...inputs, clock, seed: String(seed) };
  const system = agent.template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return {
    agent: agent.name,
    model_version: agent.model.version,
    template_hash: templateHash(agent.template),
    budget: agent.budget ?? { max_steps: 40, max_tokens: 400_000, max_cost: 5 },
    inputs,
    clock,
    seed,
    messages: [
      { role: "system", content: system },
      { role: "user", content: inputs.task ?? "" },
    ],
  };
}

/**
 * A key a client chose (a run's `create_key`) in its one normal form, NFC, as the Python SDK sends it
 * (agentops/core/keys.py `normal_key`): `é` typed as one code point or as `e` + U+0301 (NFD, as macOS file names
 * and some keyboards give it) is one key, one run — and the same bytes the Python client sends for it.
 */
export function normalKey(key: string): string {
  return key.normalize("NFC");
}

/** sha256 of the template, first 16 hex digits (agentops/core/keys.py `template_hash`). */
export function templateHash(template: string): string {
  return createHash("sha256").update(template, "utf8").digest("hex").slice(0, 16);
}
// -- the durable loop ------------------------------------------------------------------------------
const TERMINAL = new Set(["COMPLETED", "FAILED", "DEAD_LETTER"]);
const PARKED: Partial<Record<CallState, [RunParked["status"], string]>> = {
  awaiting_approval: ["WAITING_MANUAL_CONFIRM", "waits for an approver"],
  in_doubt: ["RECOVERING", "is in doubt: an operator decides (confirm, compensate, dead-letter, retry)"],
};

/** What a parked call's reason adds for the gate's word: ` (held because tool name says 'pay')`, or nothing. */
function because(heldFor: string | null | undefined): string {
  return heldFor ? ` (held because ${heldFor})` : "";
}

/** Seconds until a FAILED run's automatic retry is due (0 when due); null when none is scheduled. */
function retryWait(run: RunView): number | null {
  if (run.status !== "FAILED" || !run.next_retry_at) return null;
  return Math.max(0, (Date.parse(run.next_retry_at) - Date.now()) / 1000) || 0;
}

class Unknown {
  constructor(public reason: string) {}
}

/**
 * SIGTERM or SIGINT (Ctrl-C) arrived while a step's calls ran: their answers were journaled, no call started after,
 * the lease was released; the signal is then sent again, so the process goes as it would have (a handler of your own,
 * which ran when it came, is not run twice: this error reaches your code instead). The same code run again resumes.
 */
export class Interrupted extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`${signal} while the step's calls ran: their answers were journaled first`);
  }
}

const HELD_SIGNALS: NodeJS.Signals[] = ["SIGTERM", "SIGINT"];

/** Holds SIGTERM / SIGINT while a step's calls run (Node's default ends the process at once: answers dropped). */
class SignalHold {
  received: NodeJS.Signals | null = null;
  private readonly hold = (signal: NodeJS.Signals): void => {
    this.received ??= signal;
  };

  constructor() {
    for (const signal of HELD_SIGNALS) process.on(signal, this.hold);
  }

  release(): void {
    for (const signal of HELD_SIGNALS) process.off(signal, this.hold);
  }
}


export interface DurableRunOptions {
  /** Stable across restarts (default `agent@host`): a label for people, never a credential. */
  owner?: string;
  /** Seconds to wait while another process (a crashed one, until its lease expires) holds the lease. */
  leaseWait?: number;
  leaseSeconds?: number;
}

/** Why a run failed (`DurableRun.failure()`): the Python SDK's `failure`, `retryable` and `retry_at`. */
export interface Failure {
  failure: string;
  retryable: boolean;
  retryAt: string;
}

/**
 * Drive one external run until it completes or fails, or a human must act.
 *
 * `run()` returns `COMPLETED`, `FAILED` or `DEAD_LETTER`, and throws `RunParked` when the run waits
 * for an approver or an operator (appending nothing for a run found parked), `LeaseHeld` when another
 * process kept the lease past `leaseWait` seconds, `LeaseLost` when another process took it over,
 * `RunStopped` when the run failed for good or was dead-lettered while it was driven.
 * Before completing, the reply is pre-flighted (`claims/check/`): `preflight` keeps the answer and
 * `unbacked()` lists the claims the journal does not back.
 */
export class DurableRun {
  modelCalls = 0;
  preflight: PreflightAnswer | null = null;
  private head = 0;
  private renewedAt = 0;
  /** The server's own wait (`retry_in`, seconds) the last `retry_not_due` named: this machine's clock may be off. */
  private retryIn: number | null = null;
  private readonly owner: string;
  private readonly secret = randomBytes(32).toString("base64url");
  private readonly tools: Map<string, Tool>;
  /** The signal held while a step's calls ran, sent again once the lease is released. */
  private interrupted: NodeJS.Signals | null = null;

  constructor(
    private readonly client: AgentOpsClient,
    private readonly agent: Agent,
    readonly runId: string,
    private readonly options: DurableRunOptions = {},
  ) {
    this.owner = options.owner ?? `${agent.name}@${hostname()}`;
    this.tools = new Map(agent.tools.map((t) => [t.name, defineTool(t)]));
  }

  /**
   * The claims of the pre-flight that the journal does not back (unverified, uncited, mismatched), and past the
   * claim cap one entry (`truncated`) for the claims the audit did not read, as the Python SDK's `unbacked`:
   * fifty backed claims and a false one after them listed nothing, though the pre-flight said `flagged`.
   */
  unbacked(): UnbackedClaim[] {
    const claims: UnbackedClaim[] = (this.preflight?.claims ?? []).filter((c) => c.classification !== "verified");
    if (this.preflight?.truncated) {
      const reason = `the reply makes more than ${this.preflight.claims.length} claims: those after them were not read`;
      claims.push({ phrase: "", classification: "truncated", reason });
    }
    return claims;
  }

  /**
   * Why the run failed, for a FAILED or DEAD_LETTER one (null otherwise), as the Python SDK's `DurableResult` says
   * it: `failure` is the journal's latest failure as `kind: message` (`BudgetExceeded: step budget spent: 5/5
   * steps`); a retryable one — FAILED, not for good — has `retryable` true, `retryAt` when the server's backoff lets
   * it retry (`next_retry_at`), and `failure` ends with how it is retried. Reads only.
   */
  async failure(): Promise<Failure | null> {
    const [view, run] = await Promise.all([this.client.replay(this.runId), this.client.getRun(this.runId)]);
    const failed = view.last_failure;
    if (!failed || (run.status !== "FAILED" && run.status !== "DEAD_LETTER")) return null;
    const text = `${failed.error_class}: ${failed.message}`;
    if (run.status !== "FAILED" || !failed.retryable) return { failure: text, retryable: false, retryAt: "" };
    const retryAt = run.next_retry_at ?? "";
    const when = retryAt ? ` from ${retryAt}` : "";
    const hint = ` (retryable: run the same code again${when} and it retries; or call runUntilDone() to wait for the retry here)`;
    return { failure: text + hint, retryable: true, retryAt };
  }

  /** Drive the run to its end; a FAILED run whose journaled retry is due is driven again. */
  async run(): Promise<string> {
    const run = await this.client.getRun(this.runId);
    if (TERMINAL.has(run.status) && !(run.status === "FAILED" && retryWait(run) === 0)) return run.status;
    if (run.status === "WAITING_MANUAL_CONFIRM" || run.status === "RECOVERING") await this.refuseIfParked();
    let lease: Lease;
    try {
      lease = await this.acquire();
    } catch (err) {
      if (err instanceof RunStopped) {
        // it finished, or stopped for good, since it was read; or its retry is not due by the server's clock
        if (err.code === "retry_not_due") this.retryIn = Number(err.details.retry_in) || 0;
        return err.runStatus;
      }
      throw err;
    }
    try {
      return await this.drive(lease);
    } catch (err) {
      if (err instanceof ProtocolRefused && err.code === "call_in_doubt") {
        throw new RunParked("RECOVERING", err.serverMessage, this.head, err.details.step as number, err.details.call_index as number);
      }
      throw err;
    } finally {
      await this.client.release(lease).catch(() => undefined); // else the lease simply expires
      const signal = this.interrupted;
      this.interrupted = null;
      // the signal goes on as it came: Node's default ends the process; a handler of yours already ran
      if (signal && process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    }
  }

  /**
   * Run; while the run is parked, tell `onParked` why and poll it read-only (no lease, no append)
   * every `poll` seconds until its journal moves (a decision), then run again. A FAILED run with an
   * automatic retry (`next_retry_at`) waits for it and runs again. Rethrows the last `RunParked` once
   * `maxWait` seconds passed without a decision; returns FAILED when the retry would come after that.
   */
  async runUntilDone(options: { poll?: number; maxWait?: number; onParked?: (parked: RunParked) => void } = {}) {
    const poll = options.poll ?? 5;
    const deadline = options.maxWait === undefined ? Infinity : elapsed() + options.maxWait * 1000;
    for (;;) {
      try {
        this.retryIn = null;
        const status = await this.run();
        let wait = status === "FAILED" ? retryWait(await this.client.getRun(this.runId)) : null;
        if (wait !== null && this.retryIn !== null) wait = Math.max(wait, this.retryIn, 0.25); // the server's wait
        if (wait === null || elapsed() + wait * 1000 > deadline) return status;
        await sleep(wait); // the journaled automatic retry (with its backoff), then drive again
      } catch (err) {
        if (!(err instanceof RunParked)) throw err;
        options.onParked?.(err);
        while ((await this.client.getRun(this.runId)).last_seq === err.headSeq) {
          if (elapsed() >= deadline) throw err;
          await sleep(poll);
        }
      }
    }
  }

  // -- the lease ----------------------------------------------------------------------------------
  private async acquire(): Promise<Lease> {
    const deadline = elapsed() + (this.options.leaseWait ?? 120) * 1000;
    let pause = 0.25,
      late = 0.05;
    for (;;) {
      try {
        const lease = await this.client.acquire(this.runId, this.owner, this.secret, this.options.leaseSeconds);
        this.renewedAt = elapsed();
        return lease;
      } catch (err) {
        const left = (deadline - elapsed()) / 1000;
        if (err instanceof LeaseHeld) {
          const expires = err.details.lease_expires_at;
          if (left <= 0 || typeof expires !== "string") throw err; // waited enough, or nothing to wait for
          const untilExpiry = Math.max(0, (Date.parse(expires) - Date.now()) / 1000);
          let wait = Math.min(left, pause * (0.5 + Math.random() / 2));
          if (untilExpiry <= 0) {
            // past by this machine's clock, live by the server's (a clock ahead): ask again soon, then back off
            wait = Math.min(wait, late);
            late *= 2;
          }
          await sleep(Math.max(0.05, untilExpiry > 0 ? Math.min(wait, untilExpiry) : wait)); // never past its expiry
        } else if (answerLost(err) && left > 0) {
          await sleep(pause); // the answer may be lost after a grant: the same secret re-takes it
        } else {
          throw err;
        }
        pause = Math.min(pause * 2, 5);
      }
    }
  }

  private async keep(lease: Lease): Promise<void> {
    // the server's length of the lease, on a clock that only moves forward: the wall clock set back an hour
    // renewed nothing for an hour, and the lease lapsed under the run
    if (elapsed() - this.renewedAt >= (lease.seconds * 1000) / 3) await this.renew(lease);
  }

  private async renew(lease: Lease): Promise<void> {
    const started = elapsed();
    await this.client.renew(lease, this.options.leaseSeconds);
    this.renewedAt = started;
  }

  /**
   * `work` (a model call, or a tool's call, status lookup or verifier, in flight) with the lease renewed every third
   * of its length until it settles, as `agentops.core.lease_beat` does for the Python SDK: a call longer than the
   * lease kept no lease, so a second copy of the agent took the run over mid-call and found the call in doubt
   * (parked for a human, or sent again) — or, mid-check, fenced out the check's verdict.
   * A renewal that fails is left to the next write, which says why (`LeaseLost` once another process took over).
   */
  private async whileRenewing<T>(lease: Lease, work: () => Promise<T>): Promise<T> {
    const beat = setInterval(() => {
      this.renew(lease).catch(() => undefined);
    }, Math.max(100, (lease.seconds * 1000) / 3));
    try {
      return await work();
    } finally {
      clearInterval(beat);
    }
  }

  private async refuseIfParked(): Promise<void> {
    const view = await this.client.replay(this.runId);
    for (const call of view.calls) {
      const parked = PARKED[call.state];
      if (parked) throw new RunParked(parked[0], `${call.tool} ${parked[1]}${because(call.held_for)}`, view.head_seq, call.step, call.call_index, call.held_for ?? "");
    }
  }

  // -- the loop -----------------------------------------------------------------------------------
  private async drive(lease: Lease): Promise<string> {
    const view = await this.client.replay(this.runId);
    if (view.model_version !== this.agent.model.version || view.template_hash !== templateHash(this.agent.template)) {
      throw new Error(`run ${this.runId} was started by another model or prompt template; start a new run`);
    }
    if (view.completed) return "COMPLETED";
    if (view.dead_letter) return "DEAD_LETTER";
    this.head = view.head_seq;
    const messages = [...view.messages] as Message[];
    const samples = new Map(view.samples.map((s) => [s.step, s.output as unknown as Sample]));
    const budget = view.budget as { max_steps: number; max_tokens: number; max_cost: number };
    const used = { ...(view.consumed as { steps: number; tokens: number; cost: number }) };
    const specs = this.agent.tools.map((t) => ({
      type: "function" as const,
      function: { name: t.name, description: t.description ?? "", parameters: t.parameters ?? { type: "object" } },
    }));
    for (let step = view.next_step; ; step++) {
      let output = samples.get(step);
      if (output === undefined) {
        const spent =
          used.steps >= budget.max_steps ? "step" : used.tokens >= budget.max_tokens ? "token" : used.cost >= budget.max_cost ? "cost" : "";
        if (spent) return this.fail(lease, "BudgetExceeded", `${spent} budget spent`, false);
        let sample: Sample;
        try {
          sample = await this.whileRenewing(lease, () => this.agent.model.sample(messages, specs));
        } catch (err) {
          if (!(err instanceof ModelError)) throw err;
          return this.fail(lease, "ModelError", err.message, err.retryable);
        } finally {
          this.modelCalls += 1;
        }
        used.steps += 1;
        used.tokens += sample.usage.prompt_tokens + sample.usage.completion_tokens;
        used.cost += sample.usage.cost;
        const problem = unjournalable(sample);
        if (problem !== null) return this.fail(lease, "ModelError", problem, true); // as in-process: nothing acts on it
        const repeated = repeatedCallId(sample.tool_calls); // events/ would refuse it
        if (repeated !== null) {
          const [id, at] = repeated;
          const problem = `the model's answer repeats the call_id '${id}' (tool_calls [${at.join(", ")}])`;
          return this.fail(lease, "ModelError", problem, true);
        }
        const why = sample.tool_calls.length === 0 ? unsendableReply(sample.content) : null;
        if (why !== null) {
          // reply/ would refuse it: not journaled, so the retry asks the model again
          return this.fail(lease, "ModelError", `the model's final answer cannot be the run's reply: ${why}`, true);
        }
        let stored: Schemas["StoredEventOutput"][];
        try {
          stored = await this.append(lease, { type: "LlmSampled", payload: { step, output: sample } });
        } catch (err) {
          if (!(err instanceof ApiError) || err.code !== TOO_LARGE) throw err;
          // as an answer the journal cannot hold: nothing acts on it, the retry asks the model again
          return this.fail(lease, "ModelError", `the model's answer cannot be journaled: ${tooLarge(err)}`, true);
        }
        // the answer as the journal keeps it (canonical JSON: text in NFC), as a resume reads it: a call replayed after
        // a crash is sent with the values it was first sent with (a decomposed "é" went out first as sent, then as the
        // journal's composed one under the same idempotency key; qa-agents9)
        output = (stored[0]?.payload.output as Sample | undefined) ?? sample;
      }
      if (output.tool_calls.length === 0) {
        // what the claims audit will flag, asked while the run is still open (it writes nothing)
        this.preflight = await this.client.checkClaims(this.runId, output.content);
        await this.client.submitReply(lease, step, output.content);
        return "COMPLETED";
      }
      const results = await this.settle(lease, step, output);
      await this.commit(lease, step);
      messages.push(...stepMessages(output, results));
    }
  }

  private async append(lease: Lease, event: NewEvent): Promise<Schemas["StoredEventOutput"][]> {
    const answer = await this.client.append(lease, this.head, [event]);
    this.head = answer.head_seq;
    return answer.events;
  }

  private async fail(lease: Lease, errorClass: string, message: string, retryable: boolean): Promise<string> {
    const stored = await this.append(lease, {
      type: "RunFailed",
      payload: { error_class: errorClass, message: message.slice(0, 4000), retryable },
    });
    return stored[0]?.payload.dead_letter ? "DEAD_LETTER" : "FAILED";
  }

  /**
   * StepCommitted; a write the server's verification policy wants an operator to verify (409
   * `verification_required`: this agent posted no verdict that counts) is parked for them: RunParked, as
   * `agentops.client`'s `_commit`.
   */
  private async commit(lease: Lease, step: number): Promise<void> {
    try {
      await this.append(lease, { type: "StepCommitted", payload: { step } });
    } catch (err) {
      if (!(err instanceof ProtocolRefused) || err.code !== "verification_required") throw err;
      throw await this.park(lease, step, err.details.call_index as number, err.serverMessage);
    }
  }

  private async park(lease: Lease, step: number, callIndex: number, reason: string): Promise<RunParked> {
    await this.append(lease, { type: "RecoveryStarted", payload: { step, call_index: callIndex, reason } });
    return new RunParked("RECOVERING", reason, this.head, step, callIndex);
  }

  private async claim(lease: Lease, step: number, i: number, call: ToolCall, tool: Tool | undefined): Promise<ClaimAnswer> {
    // a tool the agent does not have is never executed (its answer is unknown_tool): claimed as a write
    // without a key, as its name may say one (send_email) and the server refuses such a name as a read.
    // Claimed before (need_recheck), the code that claimed it may have had the tool and sent it: a human decides
    const decl = tool
      ? { effect: tool.effect, risk: tool.risk, dedupes: tool.dedupes, ...(tool.timeout ? { timeout: tool.timeout } : {}) }
      : { effect: "write" as const, dedupes: false };
    const body = { step, call_index: i, tool: call.name, args: call.args, ...decl };
    // asked again with its own request id until the server answers (noWord): a lost answer of a journaled claim is
    // `claimed` again, also after the lease lapsed meanwhile and was renewed
    const requestId = randomBytes(24).toString("base64url");
    const claim = await this.answered(async () => {
      await this.keep(lease);
      try {
        return await this.client.claim(lease, body, requestId);
      } catch (err) {
        if (!(err instanceof LeaseExpired)) throw err;
        await this.renew(lease); // e.g. a long tool call before this claim: still ours, renew, claim again
        return await this.client.claim(lease, body, requestId);
      }
    });
    this.head = claim.head_seq;
    return claim;
  }

  /** `ask()`, asked again while the server gives no word (`noWord`: what only this process knows — a call claimed and
   * unsent, a lost claim answer, a result — is not given up), every 5 s at most (the Python client's `_answered`). */
  private async answered<T>(ask: () => Promise<T>): Promise<T> {
    for (let pause = 0.25; ; pause = Math.min(pause * 2, NO_WORD_PAUSE)) {
      try {
        return await ask();
      } catch (err) {
        if (!noWord(err)) throw err;
      }
      await sleep(pause);
    }
  }

  /** The fenced renewal right before a send, asked until the server answers: the lease still ours, the calls are
   * sent; taken over, LeaseLost and nothing is sent. */
  private confirmed(lease: Lease): Promise<void> {
    return this.answered(() => this.renew(lease));
  }

  /** Claim call `i` and say what the protocol wants done with it: its claim, its next action, and the lookup's answer
   * when its status lookup found it by key. A lookup's "not found" while the first send may still land (the claim's
   * `retry_after`, or `stillLanding` of its `sent_age` with an older server) is no answer yet: the lease is kept that
   * long and the call claimed and looked up again — nobody is asked to decide what waiting settles; once that
   * passed, "not found" is the service's last word and it is sent (the Python client's `_claim_looked_up`). */
  private async claimLookedUp(
    lease: Lease,
    step: number,
    i: number,
    call: ToolCall,
    tool: Tool | undefined,
  ): Promise<[ClaimAnswer, Next, { found: boolean | null; result?: unknown } | null]> {
    for (;;) {
      const claim = await this.claim(lease, step, i, call, tool);
      let action = nextAction(
        claim.state,
        claim.status === "claimed",
        tool !== undefined && replayable(tool, claim.idem_key, claim.state === "dispatched", claim.effect, claim.risk),
        Boolean(tool?.lookup) && !(tool && raisedSince(tool, claim.risk)),
      );
      if (action !== "lookup" || !tool?.lookup) return [claim, action, null];
      const answer = await this.whileRenewing(lease, () => tool.lookup!(call.args, claim.idem_key)).catch(() => null);
      const told = claim.retry_after;
      const landing = told === null || told === undefined ? stillLanding(claim.sent_age, tool.timeout) : told;
      action = afterLookup(answer?.found ?? null, landing);
      if (action !== "wait_landing" || landing === null) return [claim, action, answer];
      await this.whileRenewing(lease, () => sleep(landing)); // the lease is kept while the first send may land
    }
  }

  /** Claim every call in order, execute the claimed ones concurrently, report in call order, verify. */
  private async settle(lease: Lease, step: number, sample: Sample): Promise<Map<number, Recorded>> {
    const results = new Map<number, Recorded>();
    const claims: ClaimAnswer[] = [];
    const toRun: number[] = [];
    let waiting: RunParked | null = null;
    // the first call to park (or that the server parked at its claim) once a call before it was handed out: those are
    // sent and reported first (parked unsent, an approved payment handed out before a call found in doubt was parked in
    // its turn as "it went out once")
    let parking: [number, string] | null = null;
    // a later claim that got no answer (`unanswered`: the server down past the retries, a seq_conflict that never
    // settled), thrown once those handed out before it are sent and reported: left unsent, the restart's claim of each
    // was need_recheck (a new acquisition), a human for a call that never went out
    let failed: unknown = null;
    for (const [i, call] of sample.tool_calls.entries()) {
      const tool = this.tools.get(call.name);
      let answered: Awaited<ReturnType<DurableRun["claimLookedUp"]>>;
      try {
        answered = await this.claimLookedUp(lease, step, i, call, tool);
      } catch (err) {
        // the server parked it at its claim (the gate holds it now): as a park of our own, after what was handed out
        if (toRun.length && err instanceof ProtocolRefused && err.code === "call_in_doubt") parking = [i, err.serverMessage];
        else if (toRun.length && unanswered(err)) failed = err;
        else throw err;
        break;
      }
      const [claim, action, found] = answered;
      claims[i] = claim;
      if (found?.found === true) {
        results.set(i, { eventId: "", result: found.result }); // found by key: reported below
        continue;
      }
      if (action === "use_result") results.set(i, { eventId: claim.result_event_id ?? "", result: claim.result });
      else if (action === "send" || action === "send_again" || action === "replay_same_key") toRun.push(i);
      else if (action === "park") {
        // "not done", and nothing bounds the send (no timeout): no answer, a human decides
        const why = found?.found === false
          ? NOT_DONE_UNBOUNDED
          : unknownReason(call.name, tool, claim.idem_key, claim.state === "dispatched", claim.risk);
        if (!toRun.length) throw await this.park(lease, step, i, why);
        parking = [i, why];
        break;
      }
      else if (action === "wait_approval") waiting ??= new RunParked("WAITING_MANUAL_CONFIRM", `${call.name} waits for an approver${because(claim.held_for)}`, this.head, step, i, claim.held_for ?? "");
      else throw new RunParked("RECOVERING", `${call.name} is in doubt: an operator decides`, this.head, step, i);
    }
    // every call is claimed first, so each gated one is on the approvers' list. The lease is confirmed (a fenced
    // renewal) right before the send, always (agentops.core.lease_beat.confirm_before_send): a process paused since
    // its claim (SIGSTOP, a VM freeze) whose lease lapsed may find another took the run, looked the call up, not
    // done, and sent it; this throws LeaseLost and sends nothing
    if (toRun.length) await this.confirmed(lease); // asked until the server answers: the calls are this process's
    const hold = new SignalHold();
    try {
      const outcomes = await this.executeWithReplays(lease, sample, toRun, claims, hold);
      if (!hold.received) await this.lookUpUnknown(lease, sample, toRun, claims, outcomes);
      let unknown: [number, Unknown] | null = null;
      for (const [n, i] of toRun.entries()) {
        const outcome = outcomes[n];
        if (!(outcome instanceof Unknown)) results.set(i, { eventId: "", result: outcome });
        else unknown ??= [i, outcome];
      }
      // every answer that came back is journaled before a human is asked about a call without one, as in-process:
      // those after it were dropped, and the restart parked them too (sent and answered) for a human
      await this.report(lease, step, results);
      if (hold.received) throw new Interrupted((this.interrupted = hold.received)); // the unknown left for the resume
      if (unknown) throw await this.park(lease, step, unknown[0], unknown[1].reason);
    } finally {
      hold.release();
    }
    if (failed) throw failed;
    if (parking) throw await this.park(lease, step, ...parking);
    // the calls handed out were sent and reported before the wait: after the decision they are already_done,
    // not need_recheck (a human for a tool that cannot dedupe); they are verified when the step goes on
    if (waiting) throw waiting;
    await this.verify(lease, step, sample, results, claims);
    return results;
  }

  /** A call still without an answer (its replays included) is asked of its tool's status lookup, in place, by the
   * core's rule (`afterLookup`, as `claimLookedUp` asks it): found, its answer is the call's and nobody is asked. "Not
   * done" while the send that just failed may still land (its tool's `timeout`): the lease is kept that long and it is
   * looked up again — still not done, the service's last word: sent once more with its key. Cannot tell, or "not
   * done" with nothing bounding the send (no `timeout`): it stays unknown and parks (the Python client's
   * `_look_up_unknown`). */
  private async lookUpUnknown(lease: Lease, sample: Sample, toRun: number[], claims: ClaimAnswer[], outcomes: unknown[]) {
    for (const [n, i] of toRun.entries()) {
      const tool = this.tools.get(sample.tool_calls[i].name);
      const outcome = outcomes[n];
      if (!(outcome instanceof Unknown) || !tool?.lookup || raisedSince(tool, claims[i].risk)) continue;
      const lookUp = () => this.whileRenewing(lease, () => tool.lookup!(sample.tool_calls[i].args, claims[i].idem_key)).catch(() => null);
      let landing = stillLanding(0, tool.timeout); // it was just sent
      let answer = await lookUp();
      let action = afterLookup(answer?.found ?? null, landing);
      if (action === "wait_landing" && landing !== null) {
        const wait = landing;
        await this.whileRenewing(lease, () => sleep(wait)); // the lease is kept while the send may land
        answer = await lookUp();
        action = afterLookup(answer?.found ?? null, (landing = 0));
      }
      if (action === "use_result") outcomes[n] = answer!.result;
      else if (action === "send") {
        await this.confirmed(lease); // the lease must still be ours before it is sent again (LeaseLost: nothing sent)
        outcomes[n] = await this.whileRenewing(lease, () => this.execute(sample.tool_calls[i], claims[i]));
      } else if (answer?.found === false) outcome.reason += `; ${NOT_DONE_UNBOUNDED}`;
    }
  }

  private async report(lease: Lease, step: number, results: Map<number, Recorded>): Promise<void> {
    for (const i of [...results.keys()].sort((a, b) => a - b)) {
      const recorded = results.get(i)!;
      if (recorded.eventId) continue;
      let result = recorded.result;
      let reported: Schemas["RecordedOutput"];
      try {
        const answer = result;
        reported = await this.answered(() => this.client.reportResult(lease, step, i, answer)); // only we know it
      } catch (err) {
        // larger than the server takes: journaled as what it cannot hold (a write waits for a human), as in Python;
        // every resume ran the tool again into the same 413
        if (!(err instanceof ApiError) || err.code !== TOO_LARGE) throw err;
        result = { success: false, code: "unstorable_result", error: `the tool's result cannot be journaled: ${tooLarge(err)}` };
        reported = await this.client.reportResult(lease, step, i, result);
      }
      this.head = reported.head_seq;
      results.set(i, { eventId: reported.event_id, result });
    }
  }

  /** The tools' own verifiers decide, never the model; a write whose verification failed parks the run. */
  private async verify(lease: Lease, step: number, sample: Sample, results: Map<number, Recorded>, claims: ClaimAnswer[]) {
    let failed: [number, string] | null = null;
    for (const [i, call] of sample.tool_calls.entries()) {
      const tool = this.tools.get(call.name);
      if (!tool || claims[i].verdict) continue; // an operator's decision or a rejection settled it
      const result = results.get(i)!.result;
      let verdict = schemaCheck(result);
      if (verdict.status === "confirmed" && tool.verify) {
        try {
          verdict = await this.whileRenewing(lease, () => tool.verify!(call.args, result, claims[i].idem_key));
        } catch {
          continue; // the verifier could not tell: no verdict
        }
      }
      this.head = (await this.client.reportVerification(lease, step, i, verdict)).head_seq;
      if (failed === null && failedWriteParks(tool, verdict, result)) failed = [i, verdict.detail ?? ""];
    }
    if (failed) throw new RunParked("RECOVERING", `verification failed: ${failed[1]}`, this.head, step, failed[0]);
  }

  /** Execute; replay a call of unknown outcome with its key after each pause while that is safe. */
  private async executeWithReplays(
    lease: Lease,
    sample: Sample,
    toRun: number[],
    claims: ClaimAnswer[],
    hold: SignalHold,
  ): Promise<unknown[]> {
    const outcomes = await this.whileRenewing(lease, () =>
      Promise.all(toRun.map((i) => this.execute(sample.tool_calls[i], claims[i]))),
    );
    for (const [n, pause] of (this.agent.replayPauses ?? [1, 4]).entries()) {
      if (hold.received) break; // stopping: nothing is sent after the signal
      const again = toRun
        .map((i, k) => [i, k] as const)
        .filter(([i, k]) => {
          const tool = this.tools.get(sample.tool_calls[i].name);
          return (
            outcomes[k] instanceof Unknown &&
            tool !== undefined &&
            replayable(tool, claims[i].idem_key, claims[i].state === "dispatched", claims[i].effect, claims[i].risk)
          );
        });
      if (again.length === 0) break;
      await sleep(pause);
      if (hold.received) break;
      await this.confirmed(lease); // the lease must still be ours before anything is sent again
      for (const [i, k] of again) {
        const outcome = await this.whileRenewing(lease, () => this.execute(sample.tool_calls[i], claims[i]));
        if (outcome instanceof Unknown) outcome.reason += ` (${n + 2} attempts with the same key)`;
        outcomes[k] = outcome;
      }
    }
    return outcomes;
  }

  private async execute(call: ToolCall, claim: ClaimAnswer): Promise<unknown> {
    const tool = this.tools.get(call.name);
    if (!tool) return { success: false, code: "unknown_tool", error: `no tool named '${call.name}'` };
    try {
      return await tool.fn(call.args, claim.idem_key);
    } catch (err) {
      if (err instanceof ToolRejected) return { success: false, code: "rejected", error: err.message };
      if ((err as { did_not_act?: unknown } | null)?.did_not_act === true) {
        return { success: false, code: "not_sent", error: `${(err as Error).name}: ${(err as Error).message}` };
      }
      return new Unknown(`${err instanceof Error ? err.name : "Error"}: ${String(err instanceof Error ? err.message : err)}`);
    }
  }
}
