export const E2E_PORT = Number(process.env.SOCRATICA_E2E_PORT ?? 8181);
export const ADMIN_PASSWORD = 'e2e-admin-password';
