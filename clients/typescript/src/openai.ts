/**
 * An OpenAI-compatible chat-completions model over `fetch`, for `DurableRun` (agentops/llm/openai_compat.py).
 *
 * Journaled tool results reach the model with their `[evt:<id>]` citation, so its reply can cite them.
 */
import {
  ModelError,
  type Message,
  type Model,
  type Sample,
  type ToolSpec,
  unsafeInteger,
  unsafeIntegerReason,
} from "./client.js";

/** The journal's messages in the chat-completions format (agentops/llm/openai_compat.py `to_openai_messages`). */
export function toOpenAIMessages(messages: Message[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  let pending: string[] = [];
  let turn = -1;
  for (const message of messages) {
    if (message.role === "assistant") {
      turn += 1;
      const calls = (message.tool_calls ?? []) as { name: string; args?: unknown; call_id?: string }[];
      pending = calls.map((c, i) => c.call_id || `call_${turn}_${i}`);
      const converted: Record<string, unknown> = {
        role: "assistant",
        content: (message.content as string) || (calls.length ? null : ""),
      };
      if (calls.length) {
        converted.tool_calls = calls.map((c, i) => ({
          id: pending[i],
          type: "function",
          function: { name: c.name, arguments: JSON.stringify(c.args ?? {}) },
        }));
      }
      out.push(converted);
    } else if (message.role === "tool") {
      const callId = (message.call_id as string) || pending[0] || "";
      pending = pending.filter((id) => id !== callId);
      const content = String(message.content ?? "");
      out.push({
        role: "tool",
        tool_call_id: callId,
        content: message.event_id ? `[evt:${String(message.event_id)}] ${content}` : content,
      });
    } else {
      out.push({ role: message.role, content: message.content ?? "" });
    }
  }
  return out;
}

export class OpenAIChat implements Model {
  readonly version: string;

  constructor(
    private readonly model: string,
    private readonly baseUrl = process.env.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
    private readonly apiKey = process.env.OPENAI_API_KEY ?? "",
  ) {
    this.version = model;
  }

  async sample(messages: Message[], tools: ToolSpec[]): Promise<Sample> {
    let response: Response;
    const body = { model: this.model, messages: toOpenAIMessages(messages), ...(tools.length ? { tools } : {}) };
    try {
      response = await fetch(`${this.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        headers: { Authorization: `Bearer ${this.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    } catch (err) {
      throw new ModelError(`model endpoint unreachable: ${String(err)}`);
    }
    const data = (await response.json().catch(() => null)) as Record<string, any> | null;
    if (!response.ok || !data) {
      const message = data?.error?.message ?? `HTTP ${response.status}`;
      throw new ModelError(String(message).slice(0, 500), response.status === 429 || response.status >= 500);
    }
    const choice = data.choices?.[0]?.message;
    if (!choice) throw new ModelError("the answer has no choices[0].message");
    const calls = ((choice.tool_calls ?? []) as any[]).map((raw, i) => {
      let args: unknown;
      const text: string = raw.function?.arguments || "{}";
      try {
        args = JSON.parse(text);
      } catch {
        throw new ModelError(`tool call #${i}: arguments are not valid JSON`);
      }
      const unsafe = unsafeInteger(text);
      if (unsafe !== null) throw new ModelError(`tool call #${i}: its arguments hold ${unsafeIntegerReason(unsafe)}`);
      if (typeof args !== "object" || args === null || Array.isArray(args)) {
        throw new ModelError(`tool call #${i}: arguments must be a JSON object`);
      }
      return { name: String(raw.function?.name), args: args as Record<string, unknown>, call_id: String(raw.id ?? "") };
    });
    const content: string = choice.content ?? "";
    const usage = data.usage;
    // without usage (some local servers omit it) the tokens are estimated from the prompt and the output, as
    // agentops/llm/openai_compat.py does: zeros let a run past its token budget
    const given = usage !== null && typeof usage === "object" && "prompt_tokens" in usage;
    return {
      content,
      tool_calls: calls,
      usage: {
        prompt_tokens: given ? Number(usage.prompt_tokens ?? 0) : estimateTokens(body.messages),
        completion_tokens: given ? Number(usage.completion_tokens ?? 0) : estimateTokens([content, calls]),
        cost: 0,
      },
    };
  }
}

/** Rough token count of a JSON value: 4 characters (code points, NFC) of its compact JSON a token, as
 * `estimate_tokens` of agentops/core/model.py. */
function estimateTokens(value: unknown): number {
  return Math.ceil([...JSON.stringify(value).normalize("NFC")].length / 4);
}
