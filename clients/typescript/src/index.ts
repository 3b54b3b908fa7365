export * from "./client.js";
export { OpenAIChat, toOpenAIMessages } from "./openai.js";
export type { components, paths } from "./schema.js";
