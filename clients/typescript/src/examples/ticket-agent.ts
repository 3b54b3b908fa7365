/**
 * Crash-and-resume example: a support agent whose one side effect is opening a ticket.
 *
 *   AGENTOPS_DURABLE_URL=… AGENTOPS_DURABLE_API_KEY=aok_… OPENAI_BASE_URL=… OPENAI_API_KEY=… TICKETS_URL=… \
 *     node dist/examples/ticket-agent.js
 *
 * Kill it at any moment (`kill -9`) and run it again: the same create key finds the same run, the
 * restart waits for the dead process's lease to expire, reuses every journaled model answer (no
 * model call) and result, and sends the ticket call that was in flight again with the same
 * Idempotency-Key — the ticket service answers with the first ticket: one ticket.
 */
import { AgentOpsClient, DurableRun, defineTool, externalRunFields, OpenAIChat, type Agent } from "../index.js";

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) {
    console.error(`set ${name}`);
    process.exit(1);
  }
  return value;
};
// read at start, never in a tool: a tool that throws is a call of unknown outcome (replayed, then parked for a human)
const TICKETS_URL = env("TICKETS_URL");

const createTicket = defineTool({
  name: "create_ticket",
  description: "Open a support ticket.",
  parameters: {
    type: "object",
    required: ["customer", "subject"],
    properties: { customer: { type: "string" }, subject: { type: "string" } },
  },
  effect: "write",
  dedupes: true, // the ticket API answers a repeated Idempotency-Key with the first ticket
  async fn(args, idemKey) {
    const response = await fetch(`${TICKETS_URL}/tickets`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idemKey ?? "" },
      body: JSON.stringify({ customer: args.customer, subject: args.subject }),
      signal: AbortSignal.timeout(120_000),
    });
    if (!response.ok) throw new Error(`tickets answered ${response.status}`); // unknown outcome: resolved by key
    return { success: true, code: "ok", data: await response.json() };
  },
});

const agent: Agent = {
  name: process.env.AGENT_NAME ?? "support",
  model: new OpenAIChat("gpt-4o-mini"),
  tools: [createTicket],
  template: "You are ACME's support agent.",
};

const client = new AgentOpsClient(env("AGENTOPS_DURABLE_URL"), env("AGENTOPS_DURABLE_API_KEY"));
const run = await client.createRun({
  ...externalRunFields(agent, { task: "ACME's invoice 42 is wrong." }),
  create_key: process.env.RUN_KEY ?? "ts-ticket-42", // a restarted process finds the same run
});
const driver = new DurableRun(client, agent, run.id, { leaseWait: 60 });
const outcome = await driver.run();
const completed = (await client.replay(run.id)).completed;
console.log(
  JSON.stringify({
    run_id: run.id,
    outcome,
    reply: completed?.reply ?? null,
    model_calls: driver.modelCalls,
    unbacked: driver.unbacked().map((c) => c.phrase),
  }),
);
