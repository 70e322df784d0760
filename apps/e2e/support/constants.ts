export const E2E_PORT = Number(process.env.SOCRATICA_E2E_PORT ?? 8181);
/** The same app, configured with the OpenAI-compatible provider pointing at the fake model server. */
export const E2E_OPENAI_PORT = E2E_PORT + 2;
export const FAKE_AI_PORT = E2E_PORT + 101;
export const FAKE_WIKIPEDIA_PORT = E2E_PORT + 102;
export const ADMIN_PASSWORD = 'e2e-admin-password';
/** The same app with the embedded model (SOCRATICA_AI_PROVIDER=local), downloaded from the fake Hugging Face Hub. */
export const E2E_LOCAL_PORT = E2E_PORT + 4;
export const FAKE_HUB_PORT = E2E_PORT + 103;
/** The tiny model the global setup writes and the fake Hub serves, as SOCRATICA_LOCAL_MODEL names it. */
export const TINY_MODEL = { owner: 'socratica-e2e', repo: 'tiny-GGUF', path: 'tiny.gguf' } as const;
