import { providerText } from '../../lib/provider-error-text.js';
import { unreachableHostText } from '../../lib/unreachable-host.js';

/** The models an endpoint lists, or why it would not: in the provider's own words when it answered. */
export type ModelListing =
  | { ok: true; models: string[] }
  | {
      ok: false;
      /** The HTTP status, or null when no answer came. */
      status: number | null;
      error: string;
    };

/** Where an OpenAI-compatible endpoint is and how it is signed into, as its chat calls do. */
interface ListingAddress {
  baseURL: string;
  apiKey?: string | undefined;
  /** Azure OpenAI: sent as `?api-version=`, with the key in an `api-key` header. */
  apiVersion?: string | undefined;
}

/** The most ids kept: a gateway to a catalogue (OpenRouter) lists hundreds. */
const MAX_MODELS = 200;

/**
 * `GET {baseURL}/models`, OpenAI's list (`{data: [{id}]}`), which Ollama, LM Studio, vLLM and llama.cpp's
 * server answer in the same shape on /v1/models. Azure's base URL is a deployment
 * (`…/openai/deployments/NAME`): its resource lists its models at `/openai/models?api-version=` with the
 * `api-key` header (Azure OpenAI REST reference, "Models - List"); there is no data-plane list of
 * deployments. An aborted `signal` rejects; every other failure is an answer.
 */
export async function listOpenAiCompatibleModels(
  address: ListingAddress,
  signal: AbortSignal,
): Promise<ModelListing> {
  let response: Response;
  try {
    response = await fetch(modelsUrl(address), { headers: authHeaders(address), signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, status: null, error: unreachableHostText(address.baseURL, error) };
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      error: providerText(body) ?? `${response.status} ${response.statusText}`.trim(),
    };
  }
  const models = modelIds(body);
  if (models) return { ok: true, models: models.slice(0, MAX_MODELS) };
  // LM Studio answers a path it does not serve with 200 and `{error: "Unexpected endpoint…"}`.
  return {
    ok: false,
    status: response.status,
    error: providerText(body) ?? 'The endpoint answered, but not with a list of models.',
  };
}

function modelsUrl({ baseURL, apiVersion }: ListingAddress): string {
  const base = baseURL.replace(/\/+$/, '');
  if (!apiVersion) return `${base}/models`;
  const url = new URL(base);
  const deployment = /^(.*)\/openai\/deployments\/[^/]+$/.exec(url.pathname);
  url.pathname = deployment ? `${deployment[1]}/openai/models` : `${url.pathname}/models`;
  url.searchParams.set('api-version', apiVersion);
  return url.toString();
}

function authHeaders({ apiKey, apiVersion }: ListingAddress): Record<string, string> {
  if (!apiKey) return {};
  return apiVersion ? { 'api-key': apiKey } : { authorization: `Bearer ${apiKey}` };
}

function modelIds(body: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const data = (parsed as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  return data.flatMap((entry: unknown) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [id] : [];
  });
}
