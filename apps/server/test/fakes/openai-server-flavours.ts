/**
 * What the OpenAI-compatible servers people run do differently, as each project documents it (issue 26):
 * where the chat route lives, which structured-output requests they refuse and how, whether a stream
 * carries usage, what their errors and model listings look like. The fake OpenAI server
 * (openai-server.ts) takes one of these and answers like that server.
 *
 * Sources, read for this file:
 * - OpenAI: the chat API reference; the errors below are quoted from real replies collected in public
 *   issue threads (unsupported_parameter for `temperature`/`max_tokens`, the "json" word rule).
 * - Azure OpenAI: learn.microsoft.com REST reference (deployments path, required `api-version`, `api-key`
 *   header, `GET /openai/models`), MicrosoftDocs/azure-docs#114602 (a missing api-version is a 404).
 * - Ollama: `openai/openai.go` and `middleware/openai.go` (error shape, `json_object` → format "json",
 *   `json_schema` → the schema, include_usage, reasoning effort values, no `max_completion_tokens`).
 * - LM Studio: lmstudio-bug-tracker#189 and #307 (json_object refused, `error` a string), #713 (no usage
 *   in streams).
 * - vLLM: `vllm/entrypoints/openai/protocol.py` (ErrorResponse{error: ErrorInfo}, StreamOptions,
 *   reasoning_effort values, ModelCard).
 * - llama.cpp server: `tools/server` (format_error_response, 503 "Loading model", response_format to a
 *   grammar, `max_completion_tokens` read before `max_tokens`), ggml-org/llama.cpp#16052 (usage only
 *   with include_usage).
 */

export type Flavour = 'openai' | 'azure' | 'ollama' | 'lmstudio' | 'vllm' | 'llamacpp';

export const flavours: readonly Flavour[] = ['openai', 'azure', 'ollama', 'lmstudio', 'vllm', 'llamacpp'];

/** Settings that override what the flavour does by default. */
export interface FlavourToggles {
  /** A `response_format` of type json_schema gets the flavour's 400, as a server without structured output does. */
  refuseJsonSchema?: boolean;
  /** Whether a stream asked for usage (`stream_options.include_usage`) ends with the usage chunk. */
  streamUsage?: boolean;
  /** OpenAI and Azure: the model names treated as reasoning models. */
  reasoningModels?: RegExp;
}

/** What the fake's Azure resource expects: its one deployment, an api-version to show clients, its key. */
export const azure = {
  deployment: 'fake-deployment',
  apiVersion: '2024-10-21',
  apiKey: 'fake-azure-key',
} as const;

/** A reply the server makes on its own, before (or instead of) the model: a status and a body (a string is sent as text). */
export interface ServerReply {
  status: number;
  body: unknown;
}

/** The parts of a request the checks in front of the model read. */
export interface IncomingRequest {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, or null. */
  body: unknown;
}

export interface FlavourRules {
  readonly flavour: Flavour;
  /** The path a client's base URL ends in (Azure: the deployment). */
  readonly basePath: string;
  /** The field a reasoning model's thinking streams in, or null when the server sends none. */
  readonly reasoningField: 'reasoning_content' | 'reasoning' | null;
  /** llama.cpp's server answers every route with 503 until its model is loaded. */
  readonly loads: boolean;
  isChatRoute(path: string): boolean;
  isModelsRoute(path: string): boolean;
  isHealthRoute(path: string): boolean;
  /** The checks made before a request reaches the model (Azure's key, api-version and deployment), or null. */
  gateway(request: IncomingRequest): ServerReply | null;
  /** The server's refusal of a chat request, or null when it accepts it. */
  refusal(request: IncomingRequest): ServerReply | null;
  /** Whether this (streamed) request's stream ends with a usage chunk. */
  streamsUsage(body: unknown): boolean;
  /** An error body in this server's shape. */
  error(status: number, message: string): unknown;
  modelList(): unknown;
  unknownRoute(method: string, path: string): ServerReply;
}

const DEFAULT_REASONING_MODELS = /^(o\d|gpt-5)/;

/** OpenAI's wording for a model without structured outputs; the other flavours put it in their own error shape. */
const JSON_SCHEMA_UNSUPPORTED =
  "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.";

export function flavourRules(flavour: Flavour, toggles: FlavourToggles = {}): FlavourRules {
  const reasoningModels = toggles.reasoningModels ?? DEFAULT_REASONING_MODELS;
  const refuseJsonSchema = toggles.refuseJsonSchema ?? false;
  const usageIn = (streamsUsageByDefault: boolean, asked: (body: unknown) => boolean) => (body: unknown) =>
    asked(body) && (toggles.streamUsage ?? streamsUsageByDefault);
  const askedForUsage = (body: unknown) => field(field(body, 'stream_options'), 'include_usage') === true;
  const v1 = {
    basePath: '/v1',
    isChatRoute: (path: string) => path === '/v1/chat/completions',
    isModelsRoute: (path: string) => path === '/v1/models',
    isHealthRoute: () => false,
    gateway: () => null,
    loads: false,
  };

  switch (flavour) {
    case 'openai':
      return {
        ...v1,
        flavour,
        reasoningField: null,
        refusal: ({ body }) =>
          openAiRefusal(body, asText(field(body, 'model')), reasoningModels, refuseJsonSchema),
        streamsUsage: usageIn(true, askedForUsage),
        error: (status, message) => openAiError(status, message),
        modelList: () => ({
          object: 'list',
          data: [{ id: 'fake-model', object: 'model', owned_by: 'socratica-tests' }],
        }),
        unknownRoute: (method, path) => ({
          status: 404,
          body: openAiError(404, `Invalid URL (${method} ${path})`),
        }),
      };

    case 'azure':
      return {
        flavour,
        basePath: `/openai/deployments/${azure.deployment}`,
        reasoningField: null,
        loads: false,
        isChatRoute: (path) => /^\/openai\/deployments\/[^/]+\/chat\/completions$/.test(path),
        isModelsRoute: (path) => path === '/openai/models',
        isHealthRoute: () => false,
        gateway: azureGateway,
        refusal: ({ body, path }) =>
          // The deployment decides the model; its name stands in when the body names none.
          openAiRefusal(
            body,
            asText(field(body, 'model') ?? deploymentOf(path)),
            reasoningModels,
            refuseJsonSchema,
          ),
        streamsUsage: usageIn(true, askedForUsage),
        error: azureError,
        modelList: () => ({
          object: 'list',
          data: [
            {
              id: 'fake-model',
              object: 'model',
              created_at: 1_700_000_000,
              status: 'succeeded',
              lifecycle_status: 'generally-available',
              capabilities: {
                fine_tune: false,
                inference: true,
                completion: false,
                chat_completion: true,
                embeddings: false,
              },
              deprecation: { inference: 1_900_000_000 },
            },
          ],
        }),
        unknownRoute: () => ({
          status: 404,
          body: { error: { code: '404', message: 'Resource not found' } },
        }),
      };

    case 'ollama':
      return {
        ...v1,
        flavour,
        reasoningField: 'reasoning',
        refusal: ({ body }) => {
          const messages = field(body, 'messages');
          if (!Array.isArray(messages) || messages.length === 0) {
            return { status: 400, body: ollamaError(400, "[] is too short - 'messages'") };
          }
          if (refuseJsonSchema && responseFormatType(body) === 'json_schema') {
            return { status: 400, body: ollamaError(400, JSON_SCHEMA_UNSUPPORTED) };
          }
          // Ollama turns the effort into its `think` option and knows only these (openai.go).
          const effort = field(field(body, 'reasoning'), 'effort') ?? field(body, 'reasoning_effort');
          if (
            effort !== undefined &&
            effort !== null &&
            !['high', 'medium', 'low', 'none'].includes(asText(effort))
          ) {
            const message = `invalid reasoning value: '${asText(effort)}' (must be "high", "medium", "low", or "none")`;
            return { status: 400, body: ollamaError(400, message) };
          }
          return null;
        },
        streamsUsage: usageIn(true, askedForUsage),
        error: ollamaError,
        modelList: () => ({
          object: 'list',
          data: [{ id: 'fake-model', object: 'model', created: 1_700_000_000, owned_by: 'library' }],
        }),
        // Ollama's router (gin) answers an unknown route in plain text.
        unknownRoute: () => ({ status: 404, body: '404 page not found' }),
      };

    case 'lmstudio':
      return {
        ...v1,
        flavour,
        reasoningField: 'reasoning_content',
        refusal: ({ body }) => {
          const type = responseFormatType(body);
          if (type !== null && type !== 'json_schema' && type !== 'text') {
            return { status: 400, body: { error: "'response_format.type' must be 'json_schema' or 'text'" } };
          }
          if (refuseJsonSchema && type === 'json_schema') {
            return { status: 400, body: { error: JSON_SCHEMA_UNSUPPORTED } };
          }
          return null;
        },
        streamsUsage: usageIn(false, askedForUsage),
        // LM Studio's own refusals carry the message as the whole `error`, not an object.
        error: (_status, message) => ({ error: message }),
        modelList: () => ({
          object: 'list',
          data: [{ id: 'fake-model', object: 'model', owned_by: 'organization_owner' }],
        }),
        // It says so in its log: "Unexpected endpoint or method. (GET /x). Returning 200 anyway".
        unknownRoute: (method, path) => ({
          status: 200,
          body: { error: `Unexpected endpoint or method. (${method} ${path})` },
        }),
      };

    case 'vllm':
      return {
        ...v1,
        flavour,
        reasoningField: 'reasoning_content',
        refusal: ({ body }) => {
          if (refuseJsonSchema && responseFormatType(body) === 'json_schema') {
            return { status: 400, body: vllmError(400, JSON_SCHEMA_UNSUPPORTED) };
          }
          const effort = field(body, 'reasoning_effort');
          if (
            effort !== undefined &&
            effort !== null &&
            !['low', 'medium', 'high'].includes(asText(effort))
          ) {
            const message = `1 validation error for ChatCompletionRequest\nreasoning_effort\n  Input should be 'low', 'medium' or 'high' [type=literal_error, input_value='${asText(effort)}']`;
            return { status: 400, body: vllmError(400, message) };
          }
          return null;
        },
        // vLLM's StreamOptions defaults include_usage to true: `stream_options: {}` is enough.
        streamsUsage: usageIn(true, (body) => {
          const options = field(body, 'stream_options');
          return isObject(options) && field(options, 'include_usage') !== false;
        }),
        error: vllmError,
        modelList: () => ({
          object: 'list',
          data: [
            {
              id: 'fake-model',
              object: 'model',
              created: 1_700_000_000,
              owned_by: 'vllm',
              root: 'fake-model',
              parent: null,
              max_model_len: 8192,
              permission: [],
            },
          ],
        }),
        // FastAPI's own 404.
        unknownRoute: () => ({ status: 404, body: { detail: 'Not Found' } }),
      };

    case 'llamacpp':
      return {
        ...v1,
        flavour,
        reasoningField: 'reasoning_content',
        loads: true,
        isHealthRoute: (path) => path === '/health' || path === '/v1/health',
        refusal: ({ body }) => {
          // Both JSON modes become a grammar; `strict` is not read. Only the refusal toggle says no.
          if (refuseJsonSchema && responseFormatType(body) === 'json_schema') {
            return { status: 400, body: llamaCppError(400, JSON_SCHEMA_UNSUPPORTED) };
          }
          return null;
        },
        streamsUsage: usageIn(true, askedForUsage),
        error: llamaCppError,
        modelList: () => ({
          object: 'list',
          data: [
            {
              id: 'fake-model',
              object: 'model',
              created: 1_700_000_000,
              owned_by: 'llamacpp',
              meta: { n_ctx_train: 4096, n_params: 1_000_000 },
            },
          ],
        }),
        unknownRoute: () => ({ status: 404, body: llamaCppError(404, 'File Not Found') }),
      };
  }
}

/** llama.cpp's answer, on every route, while it loads its model. */
export const loadingModel: ServerReply = { status: 503, body: llamaCppError(503, 'Loading model') };

// ---------------------------------------------------------------------------------------------
// OpenAI (and Azure, which passes the model's refusals through in OpenAI's shape)
// ---------------------------------------------------------------------------------------------

function openAiRefusal(
  body: unknown,
  model: string,
  reasoningModels: RegExp,
  refuseJsonSchema: boolean,
): ServerReply | null {
  const refuse = (message: string, param: string, code: string | null = null): ServerReply => ({
    status: 400,
    body: openAiError(400, message, param, code),
  });
  const format = field(body, 'response_format');
  const type = responseFormatType(body);
  if (type === 'json_schema') {
    if (refuseJsonSchema) return refuse(JSON_SCHEMA_UNSUPPORTED, 'response_format');
    const schema = field(format, 'json_schema');
    if (!isObject(schema)) {
      return refuse(
        "Missing required parameter: 'response_format.json_schema'.",
        'response_format.json_schema',
        'missing_required_parameter',
      );
    }
    const name = field(schema, 'name');
    if (typeof name !== 'string') {
      return refuse(
        "Missing required parameter: 'response_format.json_schema.name'.",
        'response_format.json_schema.name',
        'missing_required_parameter',
      );
    }
    if (!/^[a-zA-Z0-9_-]{1,64}$/.test(name)) {
      return refuse(
        "Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
        'response_format.json_schema.name',
        'invalid_value',
      );
    }
  } else if (type === 'json_object') {
    if (!mentionsJson(body)) {
      return refuse(
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
        'messages',
      );
    }
  } else if (type !== null && type !== 'text') {
    return refuse(
      `Invalid value: '${type}'. Supported values are: 'text', 'json_object', and 'json_schema'.`,
      'response_format.type',
      'invalid_value',
    );
  }

  if (reasoningModels.test(model)) {
    for (const parameter of ['temperature', 'top_p']) {
      if (present(body, parameter)) {
        return refuse(
          `Unsupported parameter: '${parameter}' is not supported with this model.`,
          parameter,
          'unsupported_parameter',
        );
      }
    }
    if (present(body, 'max_tokens')) {
      return refuse(
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        'max_tokens',
        'unsupported_parameter',
      );
    }
  } else if (present(body, 'reasoning_effort')) {
    return refuse(
      "Unsupported parameter: 'reasoning_effort' is not supported with this model.",
      'reasoning_effort',
      'unsupported_parameter',
    );
  }
  return null;
}

function openAiError(
  status: number,
  message: string,
  param: string | null = null,
  code: string | null = null,
) {
  const type = status === 429 ? 'rate_limit_error' : status >= 500 ? 'server_error' : 'invalid_request_error';
  return { error: { message, type, param, code } };
}

/** The words the model sees: OpenAI looks for "json" in any message, any case. */
function mentionsJson(body: unknown): boolean {
  const messages = field(body, 'messages');
  return (
    Array.isArray(messages) &&
    messages.some((message) => /json/i.test(JSON.stringify(field(message, 'content') ?? '')))
  );
}

// ---------------------------------------------------------------------------------------------
// Azure OpenAI
// ---------------------------------------------------------------------------------------------

const AZURE_ACCESS_DENIED =
  'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.';

/** Azure's gateway: the key, then the api-version, then the deployment. */
function azureGateway({ path, query, headers }: IncomingRequest): ServerReply | null {
  if (headers['api-key'] !== azure.apiKey) {
    return { status: 401, body: { error: { code: '401', message: AZURE_ACCESS_DENIED } } };
  }
  const apiVersion = query.get('api-version');
  if (apiVersion === null) {
    return { status: 404, body: { error: { code: '404', message: 'Resource not found' } } };
  }
  if (!/^\d{4}-\d{2}-\d{2}(-preview)?$/.test(apiVersion)) {
    return { status: 400, body: { error: { code: 'BadRequest', message: 'API version not supported' } } };
  }
  const deployment = deploymentOf(path);
  if (deployment !== null && deployment !== azure.deployment) {
    return {
      status: 404,
      body: {
        error: {
          code: 'DeploymentNotFound',
          message:
            'The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.',
        },
      },
    };
  }
  return null;
}

/** Azure's own errors (key, rate limit, missing resource) are `{error: {code, message}}` with the status as a string. */
function azureError(status: number, message: string) {
  return status >= 500 ? openAiError(status, message) : { error: { code: String(status), message } };
}

function deploymentOf(path: string): string | null {
  return /^\/openai\/deployments\/([^/]+)\//.exec(path)?.[1] ?? null;
}

// ---------------------------------------------------------------------------------------------
// The others' error shapes
// ---------------------------------------------------------------------------------------------

/** openai.NewError in Ollama's openai.go. */
function ollamaError(status: number, message: string) {
  const type = status === 400 ? 'invalid_request_error' : status === 404 ? 'not_found_error' : 'api_error';
  return { error: { message, type, param: null, code: null } };
}

/** vLLM's ErrorResponse: the status as a number in `code`, and an exception name as the type. */
function vllmError(status: number, message: string) {
  const type =
    status === 400
      ? 'BadRequestError'
      : status === 404
        ? 'NotFoundError'
        : status >= 500
          ? 'InternalServerError'
          : 'BadRequestError';
  return { error: { message, type, param: null, code: status } };
}

/** format_error_response in llama.cpp's server: code, message and type, no param. */
function llamaCppError(status: number, message: string) {
  const types: Record<number, string> = {
    400: 'invalid_request_error',
    401: 'authentication_error',
    403: 'permission_error',
    404: 'not_found_error',
    501: 'not_supported_error',
    503: 'unavailable_error',
  };
  return { error: { code: status, message, type: types[status] ?? 'server_error' } };
}

// ---------------------------------------------------------------------------------------------
// Reading request bodies
// ---------------------------------------------------------------------------------------------

/** The `response_format.type` sent, or null when there is none. */
export function responseFormatType(body: unknown): string | null {
  const type = field(field(body, 'response_format'), 'type');
  return typeof type === 'string' ? type : null;
}

/** Whether the body sets `name` (a null counts as not sent, as the servers read it). */
export function present(body: unknown, name: string): boolean {
  const value = field(body, name);
  return value !== undefined && value !== null;
}

/** A body's value as a server would quote it back. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function field(value: unknown, name: string): unknown {
  return isObject(value) ? value[name] : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
