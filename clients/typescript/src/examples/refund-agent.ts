/**
 * Park-and-wait example: a refund is high risk (by its name), so the call waits for an approver.
 *
 *   AGENTOPS_DURABLE_URL=… AGENTOPS_DURABLE_API_KEY=aok_… OPENAI_BASE_URL=… OPENAI_API_KEY=… TICKETS_URL=… \
 *     node dist/examples/refund-agent.js
 *
 * The intent is journaled and the run is WAITING_MANUAL_CONFIRM; `runUntilDone` polls it read-only
 * (no lease, nothing appended) until an approver decides on the dashboard, then runs the call once,
 * with its key, and completes.
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

const refundPayment = defineTool({
  name: "refund_payment",
  description: "Refund an invoice.",
  parameters: { type: "object", required: ["invoice"], properties: { invoice: { type: "string" } } },
  effect: "write",
  dedupes: true, // the payments API answers a repeated Idempotency-Key with the first refund
  async fn(args, idemKey) {
    const response = await fetch(`${TICKETS_URL}/tickets`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idemKey ?? "" },
      body: JSON.stringify({ subject: `refund ${String(args.invoice)}` }),
    });
    if (!response.ok) throw new Error(`payments answered ${response.status}`);
    return { success: true, code: "ok", data: await response.json() };
  },
});

const agent: Agent = {
  name: process.env.AGENT_NAME ?? "support",
  model: new OpenAIChat("gpt-4o-mini"),
  tools: [refundPayment],
  template: "Refunds.",
};

const client = new AgentOpsClient(env("AGENTOPS_DURABLE_URL"), env("AGENTOPS_DURABLE_API_KEY"));
const run = await client.createRun({
  ...externalRunFields(agent, { task: "Refund invoice 7." }),
  create_key: process.env.RUN_KEY ?? "ts-refund-7",
});
const driver = new DurableRun(client, agent, run.id);
const outcome = await driver.runUntilDone({
  poll: Number(process.env.POLL_SECONDS ?? 5),
  onParked: (parked) => console.error(`parked: ${parked.message}`),
});
console.log(JSON.stringify({ run_id: run.id, outcome, model_calls: driver.modelCalls }));
