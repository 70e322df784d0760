export const E2E_PORT = Number(process.env.SOCRATICA_E2E_PORT ?? 8181);
/** The same app, configured with the OpenAI-compatible provider pointing at the fake model server. */
export const E2E_OPENAI_PORT = E2E_PORT + 2;
export const FAKE_AI_PORT = E2E_PORT + 101;
export const FAKE_WIKIPEDIA_PORT = E2E_PORT + 102;
export const ADMIN_PASSWORD = 'e2e-admin-password';
